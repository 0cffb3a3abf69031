import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { cx } from "class-variance-authority";
import {
  useCallback,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type Ref,
  type RefAttributes,
} from "react";
import { Icon } from "../../media/Icon";
import * as styles from "./MegaMenu.css";

// Thin wrappers of Radix's navigation menu: Radix's names, a `data-slot`, our classes
// first and the caller's className last, every other prop passed on.

export interface RootProps
  extends ComponentPropsWithoutRef<typeof NavigationMenu.Root>, RefAttributes<HTMLElement> {}

/**
 * Escape in an open panel closes it and gives focus back to its trigger. Radix does this for the
 * topmost dismissable layer only, and with every panel mounted that is the last panel, not
 * the open one; the trigger is found from the open panel's label.
 */
function returnFocusOnEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Escape") return;
  const panel = (event.target as Element).closest(
    "[data-slot='mega-menu-content'][data-state='open']",
  );
  const triggerId = panel?.getAttribute("aria-labelledby");
  if (!triggerId) return;
  requestAnimationFrame(() => document.getElementById(triggerId)?.focus());
}

/**
 * The `nav` landmark. Each panel sits in the page's HTML under its own entry (no shared Radix
 * viewport, which mounts panels only in the browser, once opened), so crawlers and visitors
 * without JavaScript have every link. Until the menu runs in the browser (`data-enhanced`
 * absent), an entry shows its panel while pointed at or while focus is inside it.
 */
export function Root({ className, children, onKeyDownCapture, ref, ...props }: RootProps) {
  // `data-enhanced` is set on the element as React attaches it in the browser, not rendered: a
  // render of the root after hydration (as `useHydrated` would ask for) re-renders every part of
  // Radix's menu, whose context changes with each render of its root, synchronously, as the page
  // hydrates: about 50 ms of a slow phone's main thread on every page.
  const attach = useCallback(
    (node: HTMLElement | null) => {
      node?.setAttribute("data-enhanced", "");
      if (typeof ref === "function") return ref(node);
      if (ref) ref.current = node;
      return undefined;
    },
    [ref],
  );
  return (
    <NavigationMenu.Root
      ref={attach}
      data-slot="mega-menu"
      className={cx(styles.root, className)}
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event);
        returnFocusOnEscape(event);
      }}
      {...props}
    >
      {children}
    </NavigationMenu.Root>
  );
}

export interface ListProps
  extends ComponentPropsWithoutRef<typeof NavigationMenu.List>, RefAttributes<HTMLUListElement> {}

/** The row of top-level entries. */
export function List({ className, ...props }: ListProps) {
  return (
    <NavigationMenu.List
      data-slot="mega-menu-list"
      className={cx(styles.list, className)}
      {...props}
    />
  );
}

/**
 * Radix puts an empty, tabbable focus sentinel beside an open trigger and hides it with
 * `aria-hidden`, which axe rightly flags (radix-ui/primitives#3085). The sentinel only hands
 * focus on at once, so it stays tabbable and is simply no longer hidden.
 */
function unhideFocusSentinels(item: HTMLLIElement) {
  const unhide = () =>
    item
      .querySelectorAll(":scope > span[aria-hidden='true'][tabindex='0']")
      .forEach((sentinel) => sentinel.removeAttribute("aria-hidden"));
  const observer = new MutationObserver(unhide);
  observer.observe(item, { childList: true });
  return () => observer.disconnect();
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

export interface ItemProps
  extends ComponentPropsWithoutRef<typeof NavigationMenu.Item>, RefAttributes<HTMLLIElement> {}

/** One top-level entry. */
export function Item({ ref, ...props }: ItemProps) {
  const itemRef = useCallback(
    (node: HTMLLIElement | null) => {
      assignRef(ref, node);
      const stop = node ? unhideFocusSentinels(node) : undefined;
      return () => {
        stop?.();
        assignRef(ref, null);
      };
    },
    [ref],
  );
  return <NavigationMenu.Item data-slot="mega-menu-item" ref={itemRef} {...props} />;
}

export interface TriggerProps
  extends
    ComponentPropsWithoutRef<typeof NavigationMenu.Trigger>,
    RefAttributes<HTMLButtonElement> {}

/** The button that opens an entry's panel; its chevron turns while open. */
export function Trigger({ className, children, ...props }: TriggerProps) {
  return (
    <NavigationMenu.Trigger
      data-slot="mega-menu-trigger"
      className={cx(styles.topEntry, className)}
      {...props}
    >
      {children}
      <Icon name="chevron-down" size="text" className={styles.chevron} />
    </NavigationMenu.Trigger>
  );
}

export interface ContentProps
  extends ComponentPropsWithoutRef<typeof NavigationMenu.Content>, RefAttributes<HTMLDivElement> {}

/**
 * An entry's panel, under the menu's row while its trigger is open. Always in the HTML, hidden
 * (out of the page and of the accessibility tree) while closed.
 */
export function Content({ className, ...props }: ContentProps) {
  return (
    <NavigationMenu.Content
      data-slot="mega-menu-content"
      forceMount
      className={cx(styles.content, className)}
      {...props}
    />
  );
}

export interface LinkProps
  extends ComponentPropsWithoutRef<typeof NavigationMenu.Link>, RefAttributes<HTMLAnchorElement> {}

/** A link the menu knows of: arrow keys reach it and following it closes the panel. */
export function Link(props: LinkProps) {
  return <NavigationMenu.Link data-slot="mega-menu-link" {...props} />;
}

Root.displayName = "MegaMenuPrimitive.Root";
List.displayName = "MegaMenuPrimitive.List";
Item.displayName = "MegaMenuPrimitive.Item";
Trigger.displayName = "MegaMenuPrimitive.Trigger";
Content.displayName = "MegaMenuPrimitive.Content";
Link.displayName = "MegaMenuPrimitive.Link";
