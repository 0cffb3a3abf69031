import { describe, expect, it } from "vitest";
import {
  blockScriptsFromManifest,
  messageScriptsFromManifest,
  stylesheetFromManifest,
} from "./buildAssetsPlugin";

describe("the scripts of each block view", () => {
  const manifest = {
    "app/blocks/Hero/HeroBlock.tsx": {
      file: "assets/HeroBlock-a.js",
      imports: ["_shared.js", "_framework.js"],
    },
    "app/blocks/FAQ/FAQBlock.tsx": { file: "assets/FAQBlock-b.js", imports: ["_accordion.js"] },
    "app/blocks/FAQ/faqSchema.ts": { file: "assets/faqSchema-c.js" },
    "_shared.js": { file: "assets/shared-d.js", imports: ["_framework.js"] },
    "_accordion.js": { file: "assets/accordion-e.js", imports: ["_shared.js"] },
    "_framework.js": { file: "assets/framework-f.js" },
    "app/root.tsx": { file: "assets/root-g.js", imports: ["_framework.js"] },
    "style.css": { file: "assets/style-h.css" },
  };

  it("lists a view's own chunk and every chunk it imports, directly or not, once each", () => {
    const scripts = blockScriptsFromManifest(manifest);
    expect(scripts.Hero).toEqual([
      "/assets/HeroBlock-a.js",
      "/assets/shared-d.js",
      "/assets/framework-f.js",
    ]);
    expect(scripts.FAQ).toEqual([
      "/assets/FAQBlock-b.js",
      "/assets/accordion-e.js",
      "/assets/shared-d.js",
      "/assets/framework-f.js",
    ]);
  });

  it("knows block views only: schemas and routes are not block types", () => {
    expect(Object.keys(blockScriptsFromManifest(manifest)).sort()).toEqual(["FAQ", "Hero"]);
  });

  it("finds the site's one stylesheet", () => {
    expect(stylesheetFromManifest(manifest)).toBe("/assets/style-h.css");
    expect(stylesheetFromManifest({})).toBeUndefined();
  });
});

describe("the scripts of each locale's messages", () => {
  it("name each part of each locale's catalogue, with what it imports", () => {
    const manifest = {
      "virtual:workcraft-messages/de-page": { file: "assets/de-page-a.js" },
      "virtual:workcraft-messages/de-footer": { file: "assets/de-footer-b.js" },
      "virtual:workcraft-messages/fr-page": { file: "assets/fr-page-c.js", imports: ["_x.js"] },
      "_x.js": { file: "assets/x-e.js" },
      "app/routes/page.tsx": { file: "assets/page-d.js" },
    };
    expect(messageScriptsFromManifest(manifest)).toEqual({
      de: { page: ["/assets/de-page-a.js"], footer: ["/assets/de-footer-b.js"] },
      fr: { page: ["/assets/fr-page-c.js", "/assets/x-e.js"] },
    });
  });
});
