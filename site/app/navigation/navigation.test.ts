import type { MenuItem } from "@workcraft/design-system";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "../../build-tools/messageCataloguesPlugin";
import { keepCatalogue, ShellText } from "../i18n/shellText";
import { footerColumns as footerColumnsIn } from "./footerColumns";
import { englishLinks } from "./shellLinks";
import { topBarLinks as topBarLinksIn } from "./topBar";
import { mobileMenuExtras as mobileMenuExtrasIn, topMenu as topMenuIn } from "./topMenu";

// The menus as an English page has them: the spec's labels, the site's own addresses.
keepCatalogue("en", compileCatalogue("en"));
const english = new ShellText("en");
const topMenu = topMenuIn(english, englishLinks);
const mobileMenuExtras = mobileMenuExtrasIn(english, englishLinks);
const topBarLinks = topBarLinksIn(english, englishLinks);
const footerColumns = () => footerColumnsIn(english);

// The site's routes as issue 8 lists them (spec section 2); dynamic segments as patterns.
const routePatterns = [
  /^\/$/,
  /^\/interest$/,
  /^\/bob-builder$/,
  /^\/partner(\/overview)?$/,
  /^\/pricing$/,
  /^\/company(\/support)?$/,
  /^\/business-app(\/apps(\/[a-z0-9-]+)?)?$/,
  /^\/legal\/(privacy-policy|cookie-policy|terms-and-conditions)$/,
  /^\/resources$/,
  /^\/use-case\/[a-z0-9-]+$/,
  /^\/terms\/[a-z0-9-]+\/[1-9][0-9]*$/,
  /^\/careers(\/jobs(\/[a-z0-9-]+)?)?$/,
  /^\/release-notes$/,
  /^\/media(\/media-kit)?$/,
  /^\/news(\/[a-z0-9-]+)?$/,
  /^\/blog(\/[a-z0-9-]+)?$/,
  /^\/documentation(\/[a-z0-9-]+)?$/,
  /^\/products(-startups|-enterprise|-enterprise-consultant|-marketplace-partner)?$/,
  /^\/implementer-sign-up$/,
  /^\/contact$/,
  /^\/(distribution-erp|manufacturing-erp|inventory-management|erp-on-ai-auto-pilot|sports-management)\/overview$/,
  /^\/ecommerce\/distribution-management-erp-for-medical-distributor-healthcare-gpo$/,
];
const isSiteRoute = (path: string) => routePatterns.some((pattern) => pattern.test(path));

function menuRoutes(items: MenuItem[]): string[] {
  return items.flatMap((item) =>
    item.type === "mega-menu"
      ? [...(item.route ? [item.route] : []), ...item.groups.flatMap((g) => menuRoutes(g.items))]
      : item.route
        ? [item.route]
        : [],
  );
}

describe("the top menu", () => {
  it("has the spec's entries in the spec's order", () => {
    expect(topMenu.map((item) => [item.type, item.text])).toEqual([
      ["item", "Apps"],
      ["mega-menu", "Products"],
      ["mega-menu", "Use cases"],
      ["item", "Builder"],
      ["item", "Pricing"],
      ["item", "Blog"],
    ]);
    const [, products, useCases] = topMenu;
    expect(products?.type === "mega-menu" && products.groups).toEqual([
      expect.objectContaining({ title: "For companies" }),
      expect.objectContaining({ title: "For partners" }),
    ]);
    const panel = (item: MenuItem | undefined) =>
      item?.type === "mega-menu"
        ? item.groups.flatMap((group) =>
            group.items.map((link) => [link.text, link.comingSoon === true]),
          )
        : [];
    expect(panel(products)).toEqual([
      ["Startups", false],
      ["Enterprises", false],
      ["Enterprise Consultants", false],
      ["Marketplace Partners", false],
    ]);
    expect(panel(useCases)).toEqual([
      ["Medical Distribution ERP", false],
      ["Distribution ERP", false],
      ["AI Inventory Management", false],
      ["Legacy ERP & AI", false],
      ["Manufacturing ERP", false],
      ["Content and Data", true],
      ["AI Infrastructure", true],
    ]);
    expect(topMenu.find((item) => item.text === "Builder")?.route).toBe("/bob-builder");
  });

  it("adds Documentation and Support in the mobile menu", () => {
    expect(mobileMenuExtras.map((item) => [item.text, item.route])).toEqual([
      ["Documentation", "/documentation"],
      ["Support", "/company/support"],
    ]);
  });

  it("gives coming-soon entries no route, so they are never links", () => {
    const soon = topMenu.flatMap((item) =>
      item.type === "mega-menu" ? item.groups.flatMap((g) => g.items) : [item],
    );
    for (const entry of soon.filter((link) => link.comingSoon)) {
      expect(entry.route).toBeUndefined();
    }
  });
});

describe("the footer", () => {
  it("has the spec's seven columns", () => {
    expect(footerColumns().map((column) => column.title)).toEqual([
      "Partners",
      "Connect",
      "Products",
      "Solutions",
      "Resources",
      "Company",
      "Industry terms",
    ]);
    for (const column of footerColumns()) expect(column.links.length).toBeGreaterThan(0);
  });

  it("opens the Connect column's social profiles in a new tab, and only those leave the site", () => {
    for (const column of footerColumns()) {
      for (const link of column.links) {
        const external = /^https:\/\//.test(link.href);
        expect(external, link.href).toBe(column.title === "Connect");
        expect(link.newTab === true, link.href).toBe(external);
      }
    }
  });

  it("starts the industry terms with enterprise resource planning's first page", () => {
    const terms = footerColumns().find((column) => column.title === "Industry terms");
    expect(terms?.links[0]).toEqual({
      label: "Enterprise resource planning",
      href: "/terms/enterprise-resource-planning/1",
    });
  });
});

describe("every navigation link", () => {
  it("leads to one of the site's routes", () => {
    const internal = [
      ...menuRoutes(topMenu),
      ...menuRoutes(mobileMenuExtras),
      ...topBarLinks.map((link) => link.href),
      ...footerColumns().flatMap((column) => column.links.map((link) => link.href)),
    ].filter((href) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(40);
    expect(internal.filter((href) => !isSiteRoute(href))).toEqual([]);
  });

  it("has the top bar's three links of the spec", () => {
    expect(topBarLinks.map((link) => link.label)).toEqual([
      "Home",
      "Support",
      "Business App Store",
    ]);
  });
});
