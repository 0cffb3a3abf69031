import * as Dialog from "@radix-ui/react-dialog";
import { cx } from "class-variance-authority";
import { useId } from "react";
import { ComingSoonBadge } from "../../actions/Badge";
import { IconButton } from "../../actions/IconButton";
import { Icon } from "../../media/Icon";
import { visuallyHiddenClass } from "../../typography/VisuallyHidden";
import { MenuLink } from "../MegaMenu/MenuLink";
import { isFollowable, type MenuItem, type MenuLinkItem } from "../MegaMenu/menuItem";
import type { MobileMenuProps } from "./MobileMenu";
import * as styles from "./MobileMenu.css";

export interface MobileMenuPanelProps extends Omit<
  MobileMenuProps,
  "open" | "defaultOpen" | "onOpenChange" | "triggerLabel" | "triggerClassName"
> {
  /** The panel's content id, which the trigger names in `aria-controls`. */
  id: string;
  /** Expanded or collapsed. */
  open: boolean;
  /** Called with the new state when the panel asks to collapse. */
  onOpenChange: (open: boolean) => void;
  /** The id of the menu button, which takes focus back when the panel collapses. */
  triggerId: string;
}

/**
 * The open mobile menu: a modal panel holding every menu entry. It loads the first time the
 * menu opens (see MobileMenu), so pages pay for the dialog's code only when it is used.
 */
export default function MobileMenuPanel({
  id,
  open,
  onOpenChange,
  triggerId,
  items,
  extraItems = [],
  logo,
  actions,
  currentRoute,
  title = "Menu",
  closeLabel = "Close menu",
  label = "Main",
  className,
  ...props
}: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={id}
          data-slot="mobile-menu"
          aria-describedby={undefined}
          className={cx(styles.panel, className)}
          {...props}
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            event.preventDefault();
            document.getElementById(triggerId)?.focus();
          }}
        >
          <div className={styles.bar}>
            <div>{logo}</div>
            <Dialog.Title className={visuallyHiddenClass}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={closeLabel}>
                <Icon name="close" size="text" />
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
        {item.comingSoon ? <ComingSoonBadge label={item.comingSoonLabel} /> : null}
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
        {item.comingSoon ? <ComingSoonBadge label={item.comingSoonLabel} /> : null}
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
