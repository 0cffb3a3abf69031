import type { NavigationLink } from "@workcraft/design-system";

/** The links of the media and news layout's top bar (spec section 2). */
export const topBarLinks: NavigationLink[] = [
  { label: "Home", href: "/" },
  { label: "Support", href: "/company/support" },
  { label: "Business App Store", href: "/business-app" },
];
