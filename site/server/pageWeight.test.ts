import { PAGE_WEIGHT_BUDGETS } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { chosenCandidate, pageFiles, pageWeigher, slotWidth, weighingReader } from "./pageWeight";

const PHONE = { width: 390, density: 2 };
const SRCSET =
  "/i/a-xs.jpg 315w, /i/a-sm.jpg 460w, /i/a-md.jpg 725w, /i/a-lg.jpg 960w, /i/a-xl.jpg 1240w";

describe("a page's weight on a phone", () => {
  it("reads the width a picture takes from its sizes, as a browser on the phone would", () => {
    expect(slotWidth("(min-width: 75rem) 36rem, (min-width: 992px) 50vw, 100vw", PHONE)).toBe(390);
    expect(slotWidth("(max-width: 600px) 50vw, 100vw", PHONE)).toBe(195);
    expect(slotWidth("(min-width: 20rem) 10rem, 100vw", PHONE)).toBe(160);
    expect(slotWidth("calc(100vw - 2rem)", PHONE)).toBe(390);
    expect(slotWidth(undefined, PHONE)).toBe(390);
  });

  it("takes the narrowest picture at least as wide as the slot's device pixels, else the widest", () => {
    expect(chosenCandidate(SRCSET, "100vw", PHONE)).toBe("/i/a-lg.jpg");
    expect(chosenCandidate(SRCSET, "(max-width: 600px) 50vw, 100vw", PHONE)).toBe("/i/a-sm.jpg");
    expect(chosenCandidate(SRCSET, "100vw", { width: 1280, density: 2 })).toBe("/i/a-xl.jpg");
  });

  it("lists the stylesheets, scripts and chosen pictures a page's HTML asks for, once each", () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/assets/site-1.css"/>
      <link rel="modulepreload" href="/assets/entry-2.js"/>
      <link rel="modulepreload" href="/assets/entry-2.js"/>
      <link rel="icon" href="/favicon.svg"/>
      <script type="module">import("/assets/route-3.js");</script>
      </head><body>
      <script type="module" async="">await paint;
      for (const href of ["/assets/entry-2.js","/assets/framework-4.js"]) preload(href);
      const route0 = await import("/assets/root-5.js");</script>
      <img src="/i/a-md.jpg" srcSet="${SRCSET}" sizes="100vw" alt="A"/>
      <picture><source type="image/webp" srcset="/i/b-xs.webp 315w, /i/b-lg.webp 960w" sizes="100vw"/>
      <img src="/i/b-md.jpg" alt="B"/></picture>
      <img src="/i/icon.svg" alt=""/>
      </body></html>`;
    expect(pageFiles(html, PHONE)).toEqual({
      styles: ["/assets/site-1.css"],
      scripts: [
        "/assets/entry-2.js",
        "/assets/route-3.js",
        "/assets/framework-4.js",
        "/assets/root-5.js",
      ],
      images: ["/i/b-lg.webp", "/i/a-lg.jpg", "/i/icon.svg"],
    });
  });

  it("adds the bytes each part is sent in, against the site's budgets", async () => {
    const sizes: Record<string, number> = {
      "/assets/site-1.css": 1_000,
      "/assets/entry-2.js": 20_000,
      "/i/a-lg.jpg": 50_000,
    };
    const weigh = pageWeigher({
      render: async (path) =>
        path === "/shown"
          ? `<link rel="stylesheet" href="/assets/site-1.css"><link rel="modulepreload" href="/assets/entry-2.js"><img srcset="${SRCSET}" sizes="100vw" alt="">`
          : null,
      sizeOf: async (url) => sizes[url] ?? null,
      phone: PHONE,
    });
    const weight = await weigh("/shown", {});
    expect(weight).toMatchObject({
      css: { bytes: 1_000, files: 1, budget: PAGE_WEIGHT_BUDGETS.css },
      js: { bytes: 20_000, files: 1, budget: PAGE_WEIGHT_BUDGETS.js },
      images: { bytes: 50_000, files: 1, budget: PAGE_WEIGHT_BUDGETS.images },
      html: { files: 1, budget: PAGE_WEIGHT_BUDGETS.html },
    });
    expect(weight!.html.bytes).toBeGreaterThan(0);
    expect(await weigh("/not-shown", {})).toBeNull();
  });

  it("renders a variant in its experiment's arm, and a page's draft as the page published there", async () => {
    const rendered: unknown[] = [];
    const weigh = pageWeigher({
      render: async (path, _page, arm) => {
        rendered.push({ path, arm });
        return "<p>Shown</p>";
      },
      sizeOf: async () => null,
      phone: PHONE,
    });
    await weigh("/pricing", {}, { experimentId: "Ab3dE5gH9k", arm: 2 });
    await weigh("/use-case/fleet-crm", {});
    expect(rendered).toEqual([
      { path: "/pricing", arm: { experimentId: "Ab3dE5gH9k", arm: 2 } },
      { path: "/use-case/fleet-crm", arm: undefined },
    ]);

    const content = { meta: { title: "Pricing B" }, blocks: [] };
    const listed = [
      {
        path: "/use-case/crm",
        version: 1,
        publishedAt: new Date("2026-03-01T09:00:00Z"),
        meta: { title: "CRM" },
        listing: null,
      },
    ];
    const variant = weighingReader("/pricing", content, listed, {
      experimentId: "Ab3dE5gH9k",
      arm: 2,
    });
    expect(variant.armAt?.("/pricing")).toEqual({ experimentId: "Ab3dE5gH9k", arm: 2, content });
    expect(variant.armAt?.("/")).toBeUndefined();
    expect(await variant.list()).toBe(listed);
    const draft = weighingReader("/use-case/fleet-crm", content, []);
    expect(draft.armAt).toBeUndefined();
    expect(await draft.find("/use-case/fleet-crm")).toMatchObject({
      path: "/use-case/fleet-crm",
      content,
    });
    expect(await draft.find("/pricing")).toBeNull();
  });
});
