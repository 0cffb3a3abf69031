/**
 * A page's scripts start after its first paint.
 *
 * React Router names a page's scripts in its HTML two ways: a module preload per file in the
 * head, and an inline module script that imports the page's route modules and then starts the
 * app. A browser fetches both at once, at high priority, with the stylesheet, the font and the
 * first picture. On a slow phone's connection (HTTP/1.1, six connections a host) about 180 KB of
 * script then shares the line with the 10 KB stylesheet the first paint waits for, and where the
 * scripts are already cached their evaluation and hydration run before the first frame. Either
 * way the visitor waits longer to see a page that was complete in its HTML.
 *
 * So the server rewrites the HTML it renders (prerendered or not): the module preloads leave the
 * head, and the inline module script first waits for the first paint, then preloads the same
 * files in one go (so they arrive side by side, as before, not one import level at a time) and
 * imports the route modules in the same order, then starts the app. A page in a background tab
 * is not painted, so it starts at once. The hold on forms sent before the script runs
 * (`sentBeforeScript`) covers the short wait.
 */

/** A module preload link as React renders it. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/gu;
/** React Router's inline module script: the page's route modules and the app's entry. */
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/gu;
/** `import * as route0 from "/assets/root-1.js";` */
const NAMESPACE_IMPORT = /^import \* as ([\w$]+) from ("[^"\n]+");$/gmu;
/** `import "/assets/manifest-1.js";` (for its effect only; in development two share a line). */
const BARE_IMPORT = /\bimport ("[^"\n]+");/gu;

/**
 * How long the scripts wait for the first paint at most: a browser that never reports it (or a
 * page never drawn, in a frame that is not shown) must still get its forms working, since the
 * hold on forms sent before the script runs would otherwise hold a lead for good.
 */
export const LONGEST_WAIT_FOR_PAINT_MS = 3000;

/**
 * What the rewritten script waits for: the browser's report of the page's first contentful
 * paint (Paint Timing), so the wait ends when the page is drawn, whatever its timers do (a test
 * that stops the page's clock stops its frame callbacks too); at most
 * `LONGEST_WAIT_FOR_PAINT_MS`. A tab that is not shown starts at once; a browser without paint
 * reports waits for its first frame instead.
 */
export const AFTER_FIRST_PAINT = [
  "await new Promise((painted) => {",
  '  if (document.visibilityState === "hidden") return painted();',
  `  setTimeout(painted, ${LONGEST_WAIT_FOR_PAINT_MS});`,
  '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted));',
  "  new PerformanceObserver((paints, observer) => {",
  '    if (paints.getEntriesByName("first-contentful-paint").length === 0) return;',
  "    observer.disconnect();",
  "    painted();",
  '  }).observe({ type: "paint", buffered: true });',
  "});",
].join("\n");

function hrefOf(link: string): string | undefined {
  return /\shref="([^"]+)"/u.exec(link)?.[1];
}

/** The rewritten module script's text: the wait, the preloads, then the imports awaited in order. */
function deferredModuleScript(source: string, preloads: readonly string[]): string {
  const body = source
    .replace(NAMESPACE_IMPORT, "const $1 = await import($2);")
    .replace(BARE_IMPORT, "await import($1);");
  if (/^\s*import[\s*{"]/mu.test(body)) {
    throw new Error(
      `scriptsAfterFirstPaint: React Router's module script has an import this rewrite does not know, so its scripts would start before the first paint:\n${source.slice(0, 400)}`,
    );
  }
  const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  return `${AFTER_FIRST_PAINT}\n${preload}\n${body}`;
}

/**
 * The page `html` with its scripts started after its first paint (see the module). A document
 * without React Router's module script (an error page of the server) is returned as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const preloads = [
    ...new Set([...html.matchAll(MODULE_PRELOAD)].flatMap(([link]) => hrefOf(link) ?? [])),
  ];
  let rewritten = 0;
  const withScript = html.replace(
    MODULE_SCRIPT,
    (whole, open: string, source: string, close: string) => {
      if (!/\bimport\b/u.test(source)) return whole;
      rewritten += 1;
      return `${open}${deferredModuleScript(source, preloads)}${close}`;
    },
  );
  if (rewritten === 0) return html;
  if (rewritten > 1) {
    throw new Error(
      `scriptsAfterFirstPaint: a page has ${rewritten} module scripts, React Router writes one`,
    );
  }
  return withScript.replace(MODULE_PRELOAD, "");
}
