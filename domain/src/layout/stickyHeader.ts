import { STICKY_HEADER_SCROLL_PX } from "../constants/businessConstants";

/** The header is sticky when stickiness is enabled and the page has scrolled 250 px or more. */
export function isHeaderSticky(enabled: boolean, scrollY: number): boolean {
  return enabled && scrollY >= STICKY_HEADER_SCROLL_PX;
}
