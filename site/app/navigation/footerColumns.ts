import type { FooterColumn, NavigationLink } from "@workcraft/design-system";
import { socialProfiles } from "./socialProfiles";

/** The glossary pages the footer names (each term's first page). */
export const footerTerms = [
  { label: "Enterprise resource planning", term: "enterprise-resource-planning" },
  { label: "Inventory management", term: "inventory-management" },
  { label: "Supply chain management", term: "supply-chain-management" },
  { label: "Warehouse management", term: "warehouse-management" },
  { label: "Customer relationship management", term: "customer-relationship-management" },
  { label: "Business process automation", term: "business-process-automation" },
] as const;

/** The default footer's links beside Contact and Privacy & Terms: the legal pages and the sitemap. */
export const footerLegalLinks: NavigationLink[] = [
  { label: "Terms and conditions", href: "/legal/terms-and-conditions" },
  { label: "Cookie policy", href: "/legal/cookie-policy" },
  { label: "Sitemap", href: "/sitemap.xml" },
];

/**
 * The default footer's seven columns (spec section 2), each linking only to the site's pages.
 * Solutions ends with the site's first use-case pages and a link to them all
 * (`footerUseCaseLinks`), so a new use-case file joins the footer while there is room.
 */
export function footerColumns(useCases: readonly NavigationLink[] = []): FooterColumn[] {
  return [
    {
      title: "Partners",
      links: [
        { label: "Partner program", href: "/partner" },
        { label: "Partner overview", href: "/partner/overview" },
        { label: "Enterprise Consultants", href: "/products-enterprise-consultant" },
        { label: "Marketplace Partners", href: "/products-marketplace-partner" },
        { label: "Become an implementer", href: "/implementer-sign-up" },
      ],
    },
    { title: "Connect", links: socialProfiles },
    {
      title: "Products",
      links: [
        { label: "All products", href: "/products" },
        { label: "Business App Store", href: "/business-app" },
        { label: "Every app", href: "/business-app/apps" },
        { label: "Builder", href: "/bob-builder" },
        { label: "Pricing", href: "/pricing" },
      ],
    },
    {
      title: "Solutions",
      links: [
        {
          label: "Medical Distribution ERP",
          href: "/ecommerce/distribution-management-erp-for-medical-distributor-healthcare-gpo",
        },
        { label: "Distribution ERP", href: "/distribution-erp/overview" },
        { label: "Manufacturing ERP", href: "/manufacturing-erp/overview" },
        { label: "AI Inventory Management", href: "/inventory-management/overview" },
        { label: "Legacy ERP & AI", href: "/erp-on-ai-auto-pilot/overview" },
        { label: "Sports Management", href: "/sports-management/overview" },
        ...useCases,
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Resources", href: "/resources" },
        { label: "Documentation", href: "/documentation" },
        { label: "Blog", href: "/blog" },
        { label: "Release notes", href: "/release-notes" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About us", href: "/company" },
        { label: "Support", href: "/company/support" },
        { label: "Careers", href: "/careers" },
        { label: "News", href: "/news" },
        { label: "Media", href: "/media" },
        { label: "Media kit", href: "/media/media-kit" },
        { label: "Contact", href: "/contact" },
      ],
    },
    {
      title: "Industry terms",
      links: footerTerms.map(({ label, term }) => ({ label, href: `/terms/${term}/1` })),
    },
  ];
}
