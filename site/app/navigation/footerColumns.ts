import type { FooterColumn, NavigationLink } from "@workcraft/design-system";
import type { PlainMessageId } from "../i18n/messageCatalogue";
import type { ShellText } from "../i18n/shellText";
import { englishLinks, type LocalizeLink } from "./shellLinks";
import { socialProfiles } from "./socialProfiles";

/** The glossary pages the footer names (each term's first page), by the message of its name. */
export const footerTerms = [
  { label: "footer.terms.erp", term: "enterprise-resource-planning" },
  { label: "footer.terms.inventory", term: "inventory-management" },
  { label: "footer.terms.supplyChain", term: "supply-chain-management" },
  { label: "footer.terms.warehouse", term: "warehouse-management" },
  { label: "footer.terms.crm", term: "customer-relationship-management" },
  { label: "footer.terms.automation", term: "business-process-automation" },
] as const satisfies readonly { label: PlainMessageId; term: string }[];

/**
 * The default footer's links beside Contact and Privacy & Terms: the legal pages and the sitemap,
 * in the page's locale.
 */
export function footerLegalLinks(text: ShellText, localize: LocalizeLink): NavigationLink[] {
  return [
    { label: text.text("footer.legal.terms"), href: localize("/legal/terms-and-conditions") },
    { label: text.text("footer.legal.cookies"), href: localize("/legal/cookie-policy") },
    { label: text.text("footer.legal.sitemap"), href: "/sitemap.xml" },
  ];
}

/**
 * The default footer's seven columns (spec section 2), each linking only to the site's pages.
 * Solutions ends with the site's first use-case pages and a link to them all
 * (`footerUseCaseLinks`), so a new use-case file joins the footer while there is room.
 */
export function footerColumns(
  text: ShellText,
  useCases: readonly NavigationLink[] = [],
  localize: LocalizeLink = englishLinks,
): FooterColumn[] {
  return [
    {
      title: text.text("footer.partners"),
      links: [
        { label: text.text("footer.partners.program"), href: localize("/partner") },
        { label: text.text("footer.partners.overview"), href: localize("/partner/overview") },
        {
          label: text.text("menu.products.enterpriseConsultants"),
          href: localize("/products-enterprise-consultant"),
        },
        {
          label: text.text("menu.products.marketplacePartners"),
          href: localize("/products-marketplace-partner"),
        },
        { label: text.text("footer.partners.implementer"), href: localize("/implementer-sign-up") },
      ],
    },
    { title: text.text("footer.connect"), links: socialProfiles },
    {
      title: text.text("footer.products"),
      links: [
        { label: text.text("footer.products.all"), href: localize("/products") },
        { label: text.text("menu.appStore"), href: localize("/business-app") },
        { label: text.text("footer.products.everyApp"), href: localize("/business-app/apps") },
        { label: text.text("menu.builder"), href: localize("/bob-builder") },
        { label: text.text("menu.pricing"), href: localize("/pricing") },
      ],
    },
    {
      title: text.text("footer.solutions"),
      links: [
        {
          label: text.text("menu.useCases.medicalDistribution"),
          href: localize(
            "/ecommerce/distribution-management-erp-for-medical-distributor-healthcare-gpo",
          ),
        },
        {
          label: text.text("menu.useCases.distribution"),
          href: localize("/distribution-erp/overview"),
        },
        {
          label: text.text("menu.useCases.manufacturing"),
          href: localize("/manufacturing-erp/overview"),
        },
        {
          label: text.text("menu.useCases.inventory"),
          href: localize("/inventory-management/overview"),
        },
        {
          label: text.text("menu.useCases.legacy"),
          href: localize("/erp-on-ai-auto-pilot/overview"),
        },
        {
          label: text.text("footer.solutions.sports"),
          href: localize("/sports-management/overview"),
        },
        ...useCases,
      ],
    },
    {
      title: text.text("footer.resources"),
      links: [
        { label: text.text("footer.resources"), href: localize("/resources") },
        { label: text.text("menu.documentation"), href: localize("/documentation") },
        { label: text.text("menu.blog"), href: localize("/blog") },
        { label: text.text("footer.resources.releaseNotes"), href: localize("/release-notes") },
      ],
    },
    {
      title: text.text("footer.company"),
      links: [
        { label: text.text("footer.company.about"), href: localize("/company") },
        { label: text.text("menu.support"), href: localize("/company/support") },
        { label: text.text("footer.company.careers"), href: localize("/careers") },
        { label: text.text("footer.company.news"), href: localize("/news") },
        { label: text.text("footer.company.media"), href: localize("/media") },
        { label: text.text("footer.company.mediaKit"), href: localize("/media/media-kit") },
        { label: text.text("footer.contact"), href: localize("/contact") },
      ],
    },
    {
      title: text.text("footer.industryTerms"),
      links: footerTerms.map(({ label, term }) => ({
        label: text.text(label),
        href: localize(`/terms/${term}/1`),
      })),
    },
  ];
}
