import type { MenuItem } from "@workcraft/design-system";
import type { ShellText } from "../i18n/shellText";
import type { LocalizeLink } from "./shellLinks";

/**
 * The top menu of the main layout, as spec section 2 lists it, in the page's locale: its labels
 * from the shell's messages, its links to the locale's pages where they exist (`localize`).
 */
export function topMenu(text: ShellText, localize: LocalizeLink): MenuItem[] {
  return [
    { type: "item", text: text.text("menu.apps"), route: localize("/business-app") },
    {
      type: "mega-menu",
      text: text.text("menu.products"),
      route: localize("/products"),
      groups: [
        {
          title: text.text("menu.products.forCompanies"),
          items: [
            {
              type: "item",
              text: text.text("menu.products.startups"),
              route: localize("/products-startups"),
              icon: "rocket",
            },
            {
              type: "item",
              text: text.text("menu.products.enterprises"),
              route: localize("/products-enterprise"),
              icon: "building",
            },
          ],
        },
        {
          title: text.text("menu.products.forPartners"),
          items: [
            {
              type: "item",
              text: text.text("menu.products.enterpriseConsultants"),
              route: localize("/products-enterprise-consultant"),
              icon: "briefcase",
            },
            {
              type: "item",
              text: text.text("menu.products.marketplacePartners"),
              route: localize("/products-marketplace-partner"),
              icon: "store",
            },
          ],
        },
      ],
    },
    {
      type: "mega-menu",
      text: text.text("menu.useCases"),
      groups: [
        {
          items: [
            {
              type: "item",
              text: text.text("menu.useCases.medicalDistribution"),
              route: localize(
                "/ecommerce/distribution-management-erp-for-medical-distributor-healthcare-gpo",
              ),
              icon: "medical",
            },
            {
              type: "item",
              text: text.text("menu.useCases.distribution"),
              route: localize("/distribution-erp/overview"),
              icon: "truck",
            },
            {
              type: "item",
              text: text.text("menu.useCases.inventory"),
              route: localize("/inventory-management/overview"),
              icon: "boxes",
            },
            {
              type: "item",
              text: text.text("menu.useCases.legacy"),
              route: localize("/erp-on-ai-auto-pilot/overview"),
              icon: "sparkles",
            },
            {
              type: "item",
              text: text.text("menu.useCases.manufacturing"),
              route: localize("/manufacturing-erp/overview"),
              icon: "factory",
            },
            {
              type: "item",
              text: text.text("menu.useCases.contentAndData"),
              icon: "database",
              comingSoon: true,
              comingSoonLabel: text.text("header.comingSoon"),
            },
            {
              type: "item",
              text: text.text("menu.useCases.aiInfrastructure"),
              icon: "chip",
              comingSoon: true,
              comingSoonLabel: text.text("header.comingSoon"),
            },
          ],
        },
      ],
    },
    { type: "item", text: text.text("menu.builder"), route: localize("/bob-builder") },
    { type: "item", text: text.text("menu.pricing"), route: localize("/pricing") },
    { type: "item", text: text.text("menu.blog"), route: localize("/blog") },
  ];
}

/** What the mobile menu adds after the top menu (spec section 2). */
export function mobileMenuExtras(text: ShellText, localize: LocalizeLink): MenuItem[] {
  return [
    { type: "item", text: text.text("menu.documentation"), route: localize("/documentation") },
    { type: "item", text: text.text("menu.support"), route: localize("/company/support") },
  ];
}
