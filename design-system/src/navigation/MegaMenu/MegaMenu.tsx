import { useId } from "react";
import { ComingSoonBadge } from "../../actions/Badge";
import { Icon, isIconName } from "../../media/Icon";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./MegaMenu.css";
import * as Parts from "./MegaMenuParts";
import { MenuLink } from "./MenuLink";
import { isFollowable, type MenuGroup, type MenuItem, type MenuLinkItem } from "./menuItem";

export interface MegaMenuProps extends Omit<Parts.RootProps, "children"> {
  /** The top-level entries, in the spec's menu item shape. */
  items: MenuItem[];
  /** Names the navigation landmark. */
  label?: string;
  /** The route of the page shown; its link is marked as the current page. */
  currentRoute?: string;
}

/**
 * The site's top menu: links, and triggers that open panels of grouped columns. Keyboard:
 * Tab and arrow keys move along the row, Enter opens a panel, ArrowDown enters it, Escape
 * closes it and returns to its trigger.
 */
export function MegaMenu({ items, label = "Main", currentRoute, ...props }: MegaMenuProps) {
  return (
    <Parts.Root aria-label={label} {...props}>
      <Parts.List>
        {items.map((item) => (
          <Parts.Item key={item.text}>
            <TopEntry item={item} currentRoute={currentRoute} />
          </Parts.Item>
        ))}
      </Parts.List>
    </Parts.Root>
  );
}

function TopEntry({ item, currentRoute }: { item: MenuItem; currentRoute?: string }) {
  if (item.type === "mega-menu" && !item.comingSoon) {
    return (
      <>
        <Parts.Trigger>{item.text}</Parts.Trigger>
        <Parts.Content>
          <div className={styles.columns}>
            {item.groups.map((group, index) => (
              <PanelGroup key={group.title ?? index} group={group} currentRoute={currentRoute} />
            ))}
          </div>
        </Parts.Content>
      </>
    );
  }
  if (item.type !== "mega-menu" && isFollowable(item)) {
    return (
      <Parts.Link asChild active={item.route === currentRoute}>
        <MenuLink href={item.route} newTab={item.type === "blank"} className={styles.topEntry}>
          {item.text}
        </MenuLink>
      </Parts.Link>
    );
  }
  return (
    <span className={styles.topSoon}>
      {item.text}
      {item.comingSoon ? <ComingSoonBadge label={item.comingSoonLabel} /> : null}
    </span>
  );
}

/** Groups longer than this spread over two columns. */
const WIDE_GROUP = 4;

function PanelGroup({ group, currentRoute }: { group: MenuGroup; currentRoute?: string }) {
  const titleId = useId();
  return (
    <div
      data-slot="mega-menu-group"
      className={styles.group}
      data-wide={dataFlag(group.items.length > WIDE_GROUP)}
    >
      {group.title ? (
        <p id={titleId} className={styles.groupTitle}>
          {group.title}
        </p>
      ) : null}
      <ul className={styles.panelList} aria-labelledby={group.title ? titleId : undefined}>
        {group.items.map((item) => (
          <li key={item.text}>
            <PanelEntry item={item} currentRoute={currentRoute} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PanelEntry({ item, currentRoute }: { item: MenuLinkItem; currentRoute?: string }) {
  const body = (
    <>
      {item.icon && isIconName(item.icon) ? (
        <span className={styles.panelIcon} aria-hidden="true">
          <Icon name={item.icon} size="text" />
        </span>
      ) : null}
      <span className={styles.panelText}>
        <span className={styles.panelTitle}>
          {item.text}
          {item.comingSoon ? <ComingSoonBadge label={item.comingSoonLabel} /> : null}
        </span>
        {item.description ? (
          <span className={styles.panelDescription}>{item.description}</span>
        ) : null}
      </span>
    </>
  );
  if (!isFollowable(item)) {
    return (
      <div className={styles.panelEntry} data-unavailable="">
        {body}
      </div>
    );
  }
  return (
    <Parts.Link asChild active={item.route === currentRoute}>
      <MenuLink href={item.route} newTab={item.type === "blank"} className={styles.panelEntry}>
        {body}
      </MenuLink>
    </Parts.Link>
  );
}
