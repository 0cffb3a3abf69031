// The spec's navigation content, shared by the navigation stories. Links render through a
// LinkProvider whose anchor never navigates, so play tests can follow them safely.
import { Link, type FooterColumn, type MenuItem } from "@workcraft/design-system";

export const BRAND = "Workcraft";
/** A fixed year: stories must render the same every time. */
export const YEAR = 2025;

export const topMenuItems: MenuItem[] = [
  { type: "item", text: "Apps", route: "/business-app" },
  {
    type: "mega-menu",
    text: "Products",
    route: "/products",
    groups: [
      {
        title: "For companies",
        items: [
          { type: "item", text: "Startups", route: "/products-startups" },
          { type: "item", text: "Enterprises", route: "/products-enterprise" },
        ],
      },
      {
        title: "For partners",
        items: [
          {
            type: "item",
            text: "Enterprise Consultants",
            route: "/products-enterprise-consultant",
          },
          { type: "item", text: "Marketplace Partners", route: "/products-marketplace-partner" },
        ],
      },
    ],
  },
  {
    type: "mega-menu",
    text: "Use cases",
    groups: [
      {
        items: [
          {
            type: "item",
            text: "Medical Distribution ERP",
            route: "/ecommerce/distribution-management-erp-for-medical-distributor-healthcare-gpo",
          },
          { type: "item", text: "Distribution ERP", route: "/distribution-erp/overview" },
          {
            type: "item",
            text: "AI Inventory Management",
            route: "/inventory-management/overview",
          },
          { type: "item", text: "Legacy ERP & AI", route: "/erp-on-ai-auto-pilot/overview" },
          { type: "item", text: "Manufacturing ERP", route: "/manufacturing-erp/overview" },
          { type: "item", text: "Content and Data", comingSoon: true },
          { type: "item", text: "AI Infrastructure", comingSoon: true },
        ],
      },
    ],
  },
  { type: "item", text: "Builder", route: "/bob-builder" },
  { type: "item", text: "Pricing", route: "/pricing" },
  { type: "item", text: "Blog", route: "/blog" },
];

/** "The mobile menu adds Documentation and Support." */
export const mobileMenuExtraItems: MenuItem[] = [
  { type: "item", text: "Documentation", route: "/documentation" },
  { type: "item", text: "Support", route: "/company/support" },
];

export const footerColumns: FooterColumn[] = [
  {
    title: "Partners",
    links: [
      { text: "Partner overview", href: "/partner/overview" },
      { text: "Enterprise Consultants", href: "/products-enterprise-consultant" },
      { text: "Marketplace Partners", href: "/products-marketplace-partner" },
      { text: "Implementer sign-up", href: "/implementer-sign-up" },
    ],
  },
  {
    title: "Connect",
    links: [
      { text: "LinkedIn", href: "https://www.linkedin.com/", newTab: true },
      { text: "YouTube", href: "https://www.youtube.com/", newTab: true },
      { text: "X", href: "https://x.com/", newTab: true },
    ],
  },
  {
    title: "Products",
    links: [
      { text: "Business App Store", href: "/business-app" },
      { text: "Apps", href: "/business-app/apps" },
      { text: "Builder", href: "/bob-builder" },
      { text: "Pricing", href: "/pricing" },
    ],
  },
  {
    title: "Solutions",
    links: [
      { text: "Distribution ERP", href: "/distribution-erp/overview" },
      { text: "Manufacturing ERP", href: "/manufacturing-erp/overview" },
      { text: "AI Inventory Management", href: "/inventory-management/overview" },
      { text: "Legacy ERP & AI", href: "/erp-on-ai-auto-pilot/overview" },
      { text: "Venture capital CRM", href: "/use-case/venture-capital-crm" },
    ],
  },
  {
    title: "Resources",
    links: [
      { text: "Resources", href: "/resources" },
      { text: "Documentation", href: "/documentation" },
      { text: "Blog", href: "/blog" },
      { text: "Release notes", href: "/release-notes" },
      { text: "Media kit", href: "/media/media-kit" },
    ],
  },
  {
    title: "Company",
    links: [
      { text: "Company", href: "/company" },
      { text: "Support", href: "/company/support" },
      { text: "Careers", href: "/careers" },
      { text: "News", href: "/news" },
      { text: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Industry terms",
    links: [
      { text: "Enterprise resource planning", href: "/terms/enterprise-resource-planning/1" },
    ],
  },
];

export function Logo() {
  return (
    <Link href="/" tone="inherit" underline="hover">
      <strong>{BRAND}</strong>
    </Link>
  );
}

/** Renders the story's internal links through the shared recording link. */
export { withRecordingLinks as withStoryLinks } from "../../support/storyLinks";
