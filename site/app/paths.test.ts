import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  APP_STORE_PATH,
  appPagePath,
  appSlugOf,
  CART_PATH,
  cartPath,
  CHECKOUT_STEP_PATHS,
  checkoutPath,
  LAUNCH_NOTICE_PATHS,
  checkoutQueryOf,
  checkoutStepOf,
  checkoutStepPath,
  ROUTE_PATTERNS,
  otherLocaleOnly,
  templateIdOf,
  templatePagePath,
  useCaseIdOf,
  useCasePagePath,
  type CheckoutQuery,
  type CheckoutStepName,
} from "./paths";

/** The query an address built by `checkoutPath` carries, read back as the browser reads it. */
function readBack(path: string): CheckoutQuery {
  return checkoutQueryOf(new URL(path, "https://workcraft.example").searchParams);
}

describe("catalogue page addresses", () => {
  it.each([
    ["app", appPagePath, appSlugOf, "deal-flow", "/business-app/apps/deal-flow"],
    [
      "template",
      templatePagePath,
      templateIdOf,
      "template-b2b-commerce",
      "/business-app/templates/template-b2b-commerce",
    ],
    [
      "use case",
      useCasePagePath,
      useCaseIdOf,
      "venture-capital-crm",
      "/use-case/venture-capital-crm",
    ],
  ])("builds a %s page's address and reads its id back", (_, build, parse, id, path) => {
    expect(build(id)).toBe(path);
    expect(parse(build(id))).toBe(id);
    expect(parse(`${path}/`)).toBe(id);
    expect(parse(build("a b/c"))).toBe("a b/c");
  });

  it("reads no id from other addresses", () => {
    expect(appSlugOf(APP_STORE_PATH)).toBeUndefined();
    expect(appSlugOf(`${APP_STORE_PATH}/`)).toBeUndefined();
    expect(appSlugOf("/business-app/apps/deal-flow/more")).toBeUndefined();
    expect(appSlugOf("/business-app/apps-deal-flow")).toBeUndefined();
    expect(templateIdOf("/business-app/apps/deal-flow")).toBeUndefined();
    expect(useCaseIdOf("/use-cases/crm")).toBeUndefined();
    expect(useCaseIdOf("/use-case/%E0%A4%A")).toBeUndefined();
  });
});

describe("checkout addresses", () => {
  it.each(Object.keys(CHECKOUT_STEP_PATHS) as CheckoutStepName[])(
    "finds the %s step at its address, with or without a trailing slash",
    (step) => {
      expect(checkoutStepOf(checkoutStepPath(step))).toBe(step);
      expect(checkoutStepOf(`${checkoutStepPath(step)}/`)).toBe(step);
    },
  );

  it("knows no step at other addresses", () => {
    expect(checkoutStepOf(CART_PATH)).toBeUndefined();
    expect(checkoutStepOf("/checkout/elsewhere")).toBeUndefined();
    expect(checkoutStepOf("/")).toBeUndefined();
  });

  it("writes the addresses the cart, the plans and the calculator link to", () => {
    expect(checkoutPath()).toBe("/checkout");
    expect(checkoutPath({ templateId: "t 1", appIds: ["fund-management", "dashboards"] })).toBe(
      "/checkout?template=t%201&apps=fund-management,dashboards",
    );
    expect(checkoutPath({ templateId: "backoffice-for-startups", appIds: [] })).toBe(
      "/checkout?template=backoffice-for-startups",
    );
    expect(checkoutPath({ planId: "builder2" })).toBe("/checkout?plan=builder2");
    expect(
      checkoutPath({
        planId: "builder1",
        users: "12",
        guests: "3500",
        documents: "0",
        storageGb: "0",
      }),
    ).toBe("/checkout?plan=builder1&users=12&guests=3500&documents=0&storageGb=0");
  });

  it.each<CheckoutQuery>([
    {},
    { templateId: "template-b2b-commerce" },
    { templateId: "t&1", appIds: ["deal-flow", "kanban board"] },
    { planId: "builder1", users: "12", guests: "3500", documents: "45000", storageGb: "5" },
    { planId: "builder2", users: "" },
  ])("reads back the query it wrote: %o", (query) => {
    expect(readBack(checkoutPath(query))).toEqual(query);
  });

  it("reads each app once named, blanks and spaces left out", () => {
    expect(readBack("/checkout?template=t&apps=a,%20b,,c")).toEqual({
      templateId: "t",
      appIds: ["a", "b", "c"],
    });
  });
});

describe("a locale's addresses", () => {
  it("put its prefix before the cart's and the checkout's, and read the step back", () => {
    expect(cartPath("de")).toBe("/de/cart");
    expect(cartPath()).toBe(CART_PATH);
    expect(checkoutStepPath("code", "fr")).toBe("/fr/checkout/code");
    expect(checkoutStepOf("/fr/checkout/code")).toBe("code");
    expect(checkoutStepOf("/de/checkout/")).toBe("details");
    expect(checkoutStepOf("/es/checkout")).toBeUndefined();
    expect(checkoutPath({ planId: "builder2" }, "de")).toBe("/de/checkout?plan=builder2");
  });

  it("answer 404 under `:locale/` for a first segment that is not German's or French's", () => {
    expect(() => otherLocaleOnly({ locale: "de" })).not.toThrow();
    expect(() => otherLocaleOnly({ locale: "fr" })).not.toThrow();
    expect(() => otherLocaleOnly({})).not.toThrow();
    for (const locale of ["en", "blog", "es"]) {
      expect(() => otherLocaleOnly({ locale }), locale).toThrow(
        expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
      );
    }
  });
});

describe("route patterns", () => {
  it("are the builders' addresses with React Router's parameters", () => {
    const matches = (pattern: string, path: string) =>
      new RegExp(`^/${pattern.replace(/:\w+/gu, "[^/]+")}$`, "u").test(path);
    expect(matches(ROUTE_PATTERNS.appPage, appPagePath("deal-flow"))).toBe(true);
    expect(matches(ROUTE_PATTERNS.templatePage, templatePagePath("t"))).toBe(true);
    expect(matches(ROUTE_PATTERNS.useCasePage, useCasePagePath("crm"))).toBe(true);
    expect(`/${ROUTE_PATTERNS.cart}`).toBe(CART_PATH);
    for (const step of Object.keys(CHECKOUT_STEP_PATHS) as CheckoutStepName[]) {
      expect(`/${ROUTE_PATTERNS.checkout[step]}`).toBe(checkoutStepPath(step));
    }
    expect(`/${ROUTE_PATTERNS.launchNotice.confirm}`).toBe(LAUNCH_NOTICE_PATHS.confirm);
    expect(`/${ROUTE_PATTERNS.launchNotice.unsubscribe}`).toBe(LAUNCH_NOTICE_PATHS.unsubscribe);
  });
});

/*
 * The addresses are spelled in `paths.ts` alone: no string or template literal elsewhere in
 * `site/app` (tests aside: they check what the builders make) starts with a checkout step's
 * path, the cart's, a launch notice page's or a catalogue page's prefix, or carries the
 * checkout's query.
 */
const APP_FOLDER = fileURLToPath(new URL(".", import.meta.url));
const HAND_SPELLED = [
  /^\/checkout(?:[/?]|$)/u,
  /^\/cart(?:[/?]|$)/u,
  /^\/business-app\/(?:apps|templates)\//u,
  /^\/use-case\//u,
  /^\/launch-notices(?:[/?]|$)/u,
  /[?&](?:template|apps|plan|users|guests|documents|storageGb)=/u,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [path] : [];
  });
}

function literalsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe("paths.ts", () => {
  it("is the only place in site/app that spells the site's addresses", () => {
    const handSpelled = sourceFiles(APP_FOLDER)
      .filter((path) => relative(APP_FOLDER, path) !== "paths.ts")
      .flatMap((path) =>
        literalsOf(path)
          .filter((text) => HAND_SPELLED.some((pattern) => pattern.test(text)))
          .map((text) => `${relative(APP_FOLDER, path)}: ${text}`),
      );
    expect(handSpelled).toEqual([]);
  });
});
