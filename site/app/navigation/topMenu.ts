import type { MenuItem } from "@workcraft/design-system";

/** The top menu of the main layout, as spec section 2 lists it. */
export const topMenu: MenuItem[] = [
  { type: "item", text: "Apps", route: "/business-app" },
  {
    type: "mega-menu",
    text: "Products",
    route: "/products",
    groups: [
      {
        title: "For companies",
        items: [
          { type: "item", text: "Startups", route: "/products-startups", icon: "rocket" },
          { type: "item", text: "Enterprises", route: "/products-enterprise", icon: "building" },
        ],
      },
      {
        title: "For partners",
        items: [
          {
            type: "item",
            text: "Enterprise Consultants",
            route: "/products-enterprise-consultant",
            icon: "briefcase",
          },
          {
            type: "item",
            text: "Marketplace Partners",
            route: "/products-marketplace-partner",
            icon: "store",
          },
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
            icon: "medical",
          },
          {
            type: "item",
            text: "Distribution ERP",
            route: "/distribution-erp/overview",
            icon: "truck",
          },
          {
            type: "item",
            text: "AI Inventory Management",
            route: "/inventory-management/overview",
            icon: "boxes",
          },
          {
            type: "item",
            text: "Legacy ERP & AI",
            route: "/erp-on-ai-auto-pilot/overview",
            icon: "sparkles",
          },
          {
            type: "item",
            text: "Manufacturing ERP",
            route: "/manufacturing-erp/overview",
            icon: "factory",
          },
          { type: "item", text: "Content and Data", icon: "database", comingSoon: true },
          { type: "item", text: "AI Infrastructure", icon: "chip", comingSoon: true },
        ],
      },
    ],
  },
  { type: "item", text: "Builder", route: "/bob-builder" },
  { type: "item", text: "Pricing", route: "/pricing" },
  { type: "item", text: "Blog", route: "/blog" },
];

/** What the mobile menu adds after the top menu (spec section 2). */
export const mobileMenuExtras: MenuItem[] = [
  { type: "item", text: "Documentation", route: "/documentation" },
  { type: "item", text: "Support", route: "/company/support" },
];
