import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, scriptsAfterFirstPaint } from "./scriptsAfterFirstPaint";

/** A page's HTML as React Router 7 and React 19 render it (trimmed), with a nonce. */
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/style-1.css" data-precedence="site"/><link rel="modulepreload" href="/assets/HeroBlock-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/><title>Workcraft</title><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/framework-1.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root-1.js" nonce="n0nce"/><link rel="stylesheet" href="/assets/style-1.css"/></head><body><main><h1>Business apps</h1></main><script nonce="n0nce">window.__reactRouterContext = {"url":"/"};</script><script nonce="n0nce" type="module" async="">;
import * as route0 from "/assets/root-1.js";
import * as route1_clientLoader from "/assets/page-1.js";
import * as route1_main from "/assets/page-2.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-1.js",
    "imports": [
      "/assets/framework-1.js"
    ]
  }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

/** The text of the page's module script. */
function moduleScript(html: string): string {
  return /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/u.exec(html)?.[1] ?? "";
}

describe("scriptsAfterFirstPaint", () => {
  const html = scriptsAfterFirstPaint(PAGE);
  const script = moduleScript(html);

  it("takes every module preload out of the page, and nothing else", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/style-1.css" data-precedence="site"/>',
    );
    expect(html).toContain("<main><h1>Business apps</h1></main>");
    expect(html).toContain(
      '<script nonce="n0nce">window.__reactRouterContext = {"url":"/"};</script>',
    );
  });

  it("waits for the first paint before anything else, keeping the script's nonce", () => {
    expect(html).toContain('<script nonce="n0nce" type="module" async="">');
    expect(script.startsWith(`${AFTER_FIRST_PAINT}\n`)).toBe(true);
  });

  it("then preloads the same files, each once, in the page's order", () => {
    const preload = /for \(const href of (\[[^\]]*\])\)/u.exec(script)?.[1];
    expect(JSON.parse(preload!)).toEqual([
      "/assets/HeroBlock-1.js",
      "/assets/framework-1.js",
      "/assets/entry.client-1.js",
      "/assets/root-1.js",
    ]);
    expect(script.indexOf("modulepreload")).toBeGreaterThan(script.indexOf(AFTER_FIRST_PAINT));
    expect(script.indexOf("modulepreload")).toBeLessThan(script.indexOf("await import("));
  });

  it("imports the route modules in their order, awaited, and starts the app last", () => {
    expect(script).not.toMatch(/^import /mu);
    const imports = [...script.matchAll(/^const (\w+) = await import\("([^"]+)"\);$/gmu)];
    expect(imports.map(([, name, href]) => `${name} ${href}`)).toEqual([
      "route0 /assets/root-1.js",
      "route1_clientLoader /assets/page-1.js",
      "route1_main /assets/page-2.js",
    ]);
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    expect(script.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
  });

  it("turns an import for its effect only (the manifest, the development runtime) into an awaited one", () => {
    const page = PAGE.replace(
      ";\nimport * as route0",
      'import "/@vite/runtime.js";import "/assets/manifest-1.js";\nimport * as route0',
    );
    const rewritten = moduleScript(scriptsAfterFirstPaint(page));
    expect(rewritten).toContain(
      'await import("/@vite/runtime.js");await import("/assets/manifest-1.js");',
    );
    expect(rewritten).not.toMatch(/\bimport "/u);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const page =
      '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><script type="application/ld+json">{"@type":"Organization"}</script></body></html>';
    expect(scriptsAfterFirstPaint(page)).toBe(page);
  });

  it("fails the render, naming the script, on an import it does not know", () => {
    const page = PAGE.replace(
      ";\nimport * as route0",
      ';\nimport { thing } from "/assets/thing.js";\nimport * as route0',
    );
    expect(() => scriptsAfterFirstPaint(page)).toThrow(
      /an import this rewrite does not know[\s\S]*thing\.js/u,
    );
  });
});
