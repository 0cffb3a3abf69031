import { createHash, randomBytes } from "node:crypto";

/**
 * The site's Content-Security-Policy: everything comes from the site itself, except the
 * deployment's third-party scripts (`thirdPartyOrigins`). No `'unsafe-inline'` or
 * `'unsafe-eval'` for scripts: a page's own inline scripts (React Router's context, manifest
 * and scroll restoration) run only if `inlineScripts` names them, by hash (prerendered pages)
 * or by nonce (pages rendered on request). Any other response gets the policy with no inline
 * script at all.
 */
export function contentSecurityPolicy({
  thirdPartyOrigins,
  inlineScripts = [],
}: {
  thirdPartyOrigins: readonly string[];
  inlineScripts?: readonly string[];
}): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inlineScripts, ...thirdPartyOrigins],
    // Styles need 'unsafe-inline' (allowed for styles, never for scripts): React writes
    // `style` attributes into the HTML (Radix positions its menus with them), and Radix's
    // dialog, the mobile menu, locks the page's scroll with a <style> element it adds, whose
    // text depends on the scrollbar's width, so no hash can name it.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'"],
    ["font-src", "'self'"],
    // The API (`/api/v2`), `/third-party-scripts.json`, route data and the worker's precache.
    ["connect-src", "'self'"],
    // The update-check service worker, `/sw.js`.
    ["worker-src", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The source that lets one inline script run: the SHA-256 of its exact text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** A fresh, unguessable nonce for one response, and the source that names it. */
export function createNonce(): { nonce: string; source: string } {
  const nonce = randomBytes(16).toString("base64");
  return { nonce, source: `'nonce-${nonce}'` };
}
