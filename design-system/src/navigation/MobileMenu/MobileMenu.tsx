import * as Dialog from "@radix-ui/react-dialog";
import { cx } from "class-variance-authority";
import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { ComingSoonBadge } from "../../actions/Badge";
import { IconButton } from "../../actions/IconButton";
import { visuallyHiddenClass } from "../../typography/VisuallyHidden";
import { CloseIcon, MenuIcon } from "../icons";
import { MenuLink } from "../MegaMenu/MenuLink";
import { isFollowable, type MenuItem, type MenuLinkItem } from "../MegaMenu/menuItem";
import * as styles from "./MobileMenu.css";

export interface MobileMenuProps extends Omit<ComponentProps<typeof Dialog.Content>, "children"> {
  /** The top menu's entries, in the spec's menu item shape. */
  items: MenuItem[];
  /** Entries only the mobile menu shows, after the others (the spec: Documentation, Support). */
  extraItems?: MenuItem[];
  /** Expanded, when the caller controls it. */
  open?: boolean;
  /** Expanded at first, when the menu controls itself. */
  defaultOpen?: boolean;
  /** Called with the new state when the menu expands or collapses. */
  onOpenChange?: (open: boolean) => void;
  /** The brand mark shown at the top of the open menu. */
  logo?: ReactNode;
  /** Calls to action shown under the links. */
  actions?: ReactNode;
  /** The route of the page shown; its link is marked as the current page. */
  currentRoute?: string;
  /** The dialog's name, read by assistive technology. */
  title?: string;
  /** Names the trigger button. */
  triggerLabel?: string;
  /** Names the close button. */
  closeLabel?: string;
  /** Names the navigation landmark inside the menu. */
  label?: string;
  /** A class for the trigger button. */
  triggerClassName?: string;
}

/**
 * The menu of small screens: a button that expands a modal panel holding every menu entry.
 * Focus stays inside while it is open; Escape, the close button or following a link
 * collapses it and focus returns to the button.
 */
export function MobileMenu({
  items,
  extraItems = [],
  open,
  defaultOpen = false,
  onOpenChange,
  logo,
  actions,
  currentRoute,
  title = "Menu",
  triggerLabel = "Menu",
  closeLabel = "Close menu",
  label = "Main",
  triggerClassName,
  className,
  ...props
}: MobileMenuProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton
          label={triggerLabel}
          data-slot="mobile-menu-trigger"
          className={triggerClassName}
        >
          <MenuIcon />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          data-slot="mobile-menu"
          aria-describedby={undefined}
          className={cx(styles.panel, className)}
          {...props}
        >
          <div className={styles.bar}>
            <div>{logo}</div>
            <Dialog.Title className={visuallyHiddenClass}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={closeLabel}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>
          <nav aria-label={label} className={styles.nav}>
            <ul className={styles.list}>
              {[...items, ...extraItems].map((item) => (
                <li key={item.text}>
                  {item.type === "mega-menu" ? (
                    <Section item={item} currentRoute={currentRoute} onFollow={close} />
                  ) : (
                    <Entry item={item} currentRoute={currentRoute} onFollow={close} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface EntryProps {
  currentRoute?: string;
  /** Collapses the menu once a link is followed. */
  onFollow: () => void;
}

function Section({
  item,
  ...entry
}: EntryProps & { item: Extract<MenuItem, { type: "mega-menu" }> }) {
  const titleId = useId();
  return (
    <>
      <p id={titleId} className={styles.sectionTitle}>
        {item.text}
        {item.comingSoon ? <ComingSoonBadge /> : null}
      </p>
      {item.comingSoon ? null : (
        <ul className={styles.nestedList} aria-labelledby={titleId}>
          {item.groups.map((group, index) => (
            <li key={group.title ?? index}>
              {group.title ? <p className={styles.groupTitle}>{group.title}</p> : null}
              <ul className={styles.list}>
                {group.items.map((link) => (
                  <li key={link.text}>
                    <Entry item={link} {...entry} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Entry({ item, currentRoute, onFollow }: EntryProps & { item: MenuLinkItem }) {
  if (!isFollowable(item)) {
    return (
      <span className={styles.entry} data-unavailable="">
        {item.text}
        {item.comingSoon ? <ComingSoonBadge /> : null}
      </span>
    );
  }
  return (
    <MenuLink
      href={item.route}
      newTab={item.type === "blank"}
      className={styles.entry}
      aria-current={item.route === currentRoute ? "page" : undefined}
      onClick={onFollow}
    >
      {item.text}
    </MenuLink>
  );
}
