import type { FooterLink } from "@workcraft/design-system";

/** The company's profiles on other sites: the footer's Connect column opens them in a new tab. */
export const socialProfiles: FooterLink[] = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/workcraft", newTab: true },
  { label: "YouTube", href: "https://www.youtube.com/@workcraft", newTab: true },
  { label: "X", href: "https://x.com/workcraft", newTab: true },
];
