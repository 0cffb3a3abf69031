import type * as Dialog from "@radix-ui/react-dialog";
import {
  lazy,
  Suspense,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefAttributes,
} from "react";
import { IconButton } from "../../actions/IconButton";
import { Icon } from "../../media/Icon";
import type { MenuItem } from "../MegaMenu/menuItem";

export interface MobileMenuProps
  extends
    Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, "children">,
    RefAttributes<HTMLDivElement> {
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

const loadPanel = () => import("./MobileMenuPanel");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The menu of small screens: a button that expands a modal panel holding every menu entry.
 * Focus stays inside while it is open; Escape, the close button or following a link
 * collapses it and focus returns to the button. The panel's code loads when the visitor
 * points at or focuses the button, or at the latest when it is pressed.
 */
export function MobileMenu({
  open,
  defaultOpen = false,
  onOpenChange,
  triggerLabel = "Menu",
  triggerClassName,
  ...panel
}: MobileMenuProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  // Once opened, the panel stays mounted, so it can animate out and hand focus back.
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const ownPanelId = useId();
  const panelId = panel.id ?? ownPanelId;
  const triggerId = useId();
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const state = isOpen ? "open" : "closed";

  return (
    <>
      <IconButton
        id={triggerId}
        label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-state={state}
        data-slot="mobile-menu-trigger"
        className={triggerClassName}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(!isOpen)}
      >
        <Icon name="menu" size="text" />
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            {...panel}
            id={panelId}
            open={isOpen}
            onOpenChange={setOpen}
            triggerId={triggerId}
          />
        </Suspense>
      ) : null}
    </>
  );
}
