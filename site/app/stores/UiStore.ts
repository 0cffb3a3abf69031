import type { ToastType } from "@workcraft/design-system";
import { makeAutoObservable } from "mobx";
import type { ShellText } from "../i18n/shellText";
import type { FooterType, NavigationType, PageFrame, PageLayout } from "./pageFrame";

/** The one toast the site shows at a time, as plain data. */
export interface UiToast {
  /** Tells one toast from the next, so a replacing toast is announced again. */
  id: string;
  /** The spec's toast types: `banner` or `banner-core-apps`. */
  type: ToastType;
  /** The sentence the toast tells. */
  message: string;
  /** An optional link beside the message. */
  action?: { label: string; href: string };
}

/** The browser window's inner size, in CSS pixels. */
export interface WindowSize {
  /** `innerWidth`. */
  width: number;
  /** `innerHeight`. */
  height: number;
}

export interface UiStoreOptions {
  /** From this window width up the header shows the full menu, so the mobile menu closes. */
  desktopMinWidth: number;
}

/**
 * The state of the page's frame that more than one component reads: the layout, footer and
 * navigation types the page asked for, the one open toast, the mobile menu, the sticky header
 * and the window size. One instance per request on the server, one in the browser.
 */
export class UiStore {
  /** The shared layout of the page shown: `main`, `media` or `none`. */
  layout: PageLayout;
  /** The main layout's footer: `default` (the columns) or `small`. */
  footer: FooterType;
  /** `hidden` leaves the main layout's top menu out. */
  navigation: NavigationType;
  /** Whether the page lets its header stick once scrolled (its frame's `sticky`). */
  stickyHeader: boolean;
  /** Whether the header is stuck to the top right now. */
  headerStuck = false;
  /** The one open toast (a banner), or none. */
  toast: UiToast | null = null;
  /** Whether the mobile menu is expanded. */
  mobileMenuOpen = false;
  /** Unknown until the browser has measured it (always on the server). */
  windowSize: WindowSize | null = null;
  /**
   * What the shell says in the page's locale, for messages the stores make (toasts); none in
   * stories and tests that give none: the domain's English sentences then.
   */
  shellText: ShellText | null = null;
  private toastCount = 0;
  private readonly desktopMinWidth: number;

  constructor(frame: PageFrame, options: UiStoreOptions) {
    this.layout = frame.layout;
    this.footer = frame.footer;
    this.navigation = frame.navigation;
    this.stickyHeader = frame.sticky;
    this.desktopMinWidth = options.desktopMinWidth;
    // Read by actions only, never drawn: not observed.
    makeAutoObservable(this, { shellText: false }, { autoBind: true });
  }

  /** Takes on the page's locale's words (the root gives them; a navigation may change them). */
  setShellText(shellText: ShellText): void {
    this.shellText = shellText;
  }

  /** The main layout shows its top menu (and mobile menu) unless the page hides navigation. */
  get showsTopMenu(): boolean {
    return this.layout === "main" && this.navigation === "default";
  }

  /** Takes on the frame the page being shown asks for. */
  applyFrame(frame: PageFrame): void {
    this.layout = frame.layout;
    this.footer = frame.footer;
    this.navigation = frame.navigation;
    this.stickyHeader = frame.sticky;
    if (!frame.sticky) this.headerStuck = false;
  }

  /** Shows a toast, replacing the one open (the site shows one at a time). */
  showToast(toast: Omit<UiToast, "id">): void {
    this.toastCount += 1;
    this.toast = { ...toast, id: `toast-${this.toastCount}` };
  }

  clearToast(): void {
    this.toast = null;
  }

  setMobileMenuOpen(open: boolean): void {
    this.mobileMenuOpen = open;
  }

  setHeaderStuck(stuck: boolean): void {
    this.headerStuck = this.stickyHeader && stuck;
  }

  /** Records the window's size; at desktop width the mobile menu has no button, so it closes. */
  setWindowSize(size: WindowSize): void {
    this.windowSize = size;
    if (size.width >= this.desktopMinWidth) this.mobileMenuOpen = false;
  }

  /** After every navigation: the banner is cleared and the mobile menu closes (spec section 2). */
  navigated(): void {
    this.toast = null;
    this.mobileMenuOpen = false;
  }
}
