import { useMatches } from "react-router";

/** Which shared layout a page sits in (spec section 2, "Layouts"). */
export const pageLayouts = ["main", "media", "none"] as const;
export type PageLayout = (typeof pageLayouts)[number];

/** The spec's footer types. */
export const footerTypes = ["default", "small"] as const;
export type FooterType = (typeof footerTypes)[number];

/** The spec's navigation types: `hidden` leaves the top menu out. */
export const navigationTypes = ["default", "hidden"] as const;
export type NavigationType = (typeof navigationTypes)[number];

/**
 * How a page asks to be framed: its layout, footer and navigation type, and whether its header
 * turns sticky after scrolling. A route's loader returns it as `frame` in its data.
 */
export interface PageFrame {
  /** `main`: top menu, content, footer; `media`: top bar and full footer; `none`: no shared layout. */
  layout: PageLayout;
  /** `small` shows only the year, Contact and Privacy & Terms. */
  footer: FooterType;
  /** `hidden` leaves the top menu out of the main layout. */
  navigation: NavigationType;
  /** The header sticks to the top once the page has scrolled the sticky offset. */
  sticky: boolean;
}

/** The frame a page's content file asks for. */
export function pageFrameOf(page: PageFrame): PageFrame {
  const { layout, footer, navigation, sticky } = page;
  return { layout, footer, navigation, sticky };
}

export const defaultPageFrame: PageFrame = {
  layout: "main",
  footer: "default",
  navigation: "default",
  sticky: true,
};

function frameOf(data: unknown): Partial<PageFrame> | undefined {
  if (typeof data !== "object" || data === null || !("frame" in data)) return undefined;
  return (data as { frame?: Partial<PageFrame> }).frame;
}

/** The frame the deepest matched route asks for, over the defaults. */
export function usePageFrame(): PageFrame {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const frame = frameOf(matches[index]?.loaderData);
    if (frame) return { ...defaultPageFrame, ...frame };
  }
  return defaultPageFrame;
}
