/** A link of a navigation list (footer, top bar, breadcrumbs, menu strip): label and destination. */
export interface NavigationLink {
  /** The visible label, which names where the link leads. */
  label: string;
  /** A path inside the site, or a full URL to leave it. */
  href: string;
}
