import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowserPerFile, opensHydrated } from "./browser";
import { pageFiles } from "../site/server/pageWeight";
import { startSiteProcess, type SiteProcess } from "./siteProcess";

const { newPage } = launchBrowserPerFile();

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** A Content-Security-Policy as directive name → its sources. */
function directivesOf(policy: string | null): Map<string, string[]> {
  expect(policy, "Content-Security-Policy").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((directive) => directive.trim().split(/\s+/u))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The policy's `script-src` sources. */
const scriptSources = (policy: string | null) => directivesOf(policy).get("script-src") ?? [];

/** What every answer of the server carries, whatever it is; returns its CSP. */
function expectSecurityHeaders(response: Response, what: string): string {
  const headers = response.headers;
  const policy = headers.get("content-security-policy");
  const directives = directivesOf(policy);
  const scripts = directives.get("script-src");
  expect(scripts, `${what}: script-src`).toContain("'self'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(directives.get("object-src"), what).toEqual(["'none'"]);
  expect(directives.get("base-uri"), what).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(directives.get("connect-src"), what).toEqual(["'self'"]);
  expect(directives.get("worker-src"), what).toEqual(["'self'"]);
  expect(directives.get("default-src"), what).toEqual(["'self'"]);
  expect(headers.get("strict-transport-security"), what).toBe(
    "max-age=31536000; includeSubDomains",
  );
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions, `${what}: Permissions-Policy`).toContain(`${feature}=()`);
  }
  return policy!;
}

/** The inline scripts of `html` a browser runs (JSON-LD data blocks are not run), as written. */
function runnableInlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gu)]
    .map(([, attributes = "", text = ""]) => ({ attributes, text }))
    .filter(({ attributes }) => !/\bsrc=/u.test(attributes) && !/ld\+json/u.test(attributes));
}

const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const postJson = (path: string, body: unknown) =>
  fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the security headers of every answer", () => {
  it("allow a prerendered page's own inline scripts by their hashes, and nothing inline else", async () => {
    const response = await fetch(`${baseURL}/pricing`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    // The precompressed file is sent as it is: the policy does not cost the page its brotli.
    expect(response.headers.get("content-encoding")).toBe("br");
    const sources = scriptSources(expectSecurityHeaders(response, "/pricing"));
    const scripts = runnableInlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(2);
    expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(scripts.map(({ text }) => sha256Source(text)))].sort(),
    );
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
  });

  it("give each page rendered on request (the 404) a fresh nonce that all its inline scripts carry", async () => {
    const answers = await Promise.all([
      fetch(`${baseURL}/partner/no-such-thing`),
      fetch(`${baseURL}/partner/no-such-thing`),
    ]);
    const nonces: string[] = [];
    for (const response of answers) {
      expect(response.status).toBe(404);
      const sources = scriptSources(expectSecurityHeaders(response, "the 404 page"));
      const nonceSources = sources.filter((source) => source.startsWith("'nonce-"));
      expect(nonceSources).toHaveLength(1);
      const nonce = nonceSources[0]!.slice("'nonce-".length, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/u);
      const scripts = runnableInlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(2);
      for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("never take a nonce from the request", async () => {
    const response = await fetch(`${baseURL}/no/such/page`, {
      headers: { "x-workcraft-page-nonce": "chosen-by-the-client" },
    });
    expect(scriptSources(response.headers.get("content-security-policy"))).not.toContain(
      "'nonce-chosen-by-the-client'",
    );
    expect(await response.text()).not.toContain("chosen-by-the-client");
  });

  it("are on the page's hashed assets and public files, which allow no inline script", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const [asset] = pageFiles(html).scripts;
    expect(asset).toMatch(/^\/assets\/.+\.js$/u);
    for (const path of [asset!, "/favicon.svg", "/sw.js", "/assets/no-such-file.js"]) {
      const response = await fetch(`${baseURL}${path}`);
      expect(scriptSources(expectSecurityHeaders(response, path))).toEqual(["'self'"]);
    }
  });

  it("are on the API's answers and on its errors", async () => {
    const answers: [string, Response, number][] = [
      ["list-apps-from-store", await postJson("/api/v2/app-store/list-apps-from-store", {}), 200],
      ["health", await fetch(`${baseURL}/api/v2/health`), 200],
      ["an unknown endpoint", await postJson("/api/v2/no-such-endpoint", {}), 404],
      [
        "an unknown app",
        await postJson("/api/v2/app-store/get-app-by-slug", { slug: "nope" }),
        404,
      ],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).toBe(status);
      expect(response.headers.get("content-type"), what).toMatch(/^application\/json/u);
      expectSecurityHeaders(response, what);
    }
  });
});

/**
 * Records every CSP violation the page reports, from before its first script runs: the
 * `securitypolicyviolation` events and Chromium's console errors about the policy.
 */
async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/iu.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
    ...reported,
  ];
}

/** Opens `path`, checking that the page came with the site's policy; returns its violations. */
async function openUnderPolicy(page: Page, path: string, status = 200) {
  const violations = await watchForViolations(page);
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(status);
  const sources = scriptSources((await response!.allHeaders())["content-security-policy"] ?? null);
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources.some((source) => /^'(sha256|nonce)-/u.test(source))).toBe(true);
  return violations;
}

/** Opens the desktop Products menu: it opens only once the page has hydrated. */
async function openProductsMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Products" }).click();
  await page.getByText("For companies").waitFor();
}

/** Opens the phone's menu dialog, which locks the page's scroll with a style element. */
async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).waitFor();
}

describe("the pages under the policy, in Chromium", () => {
  it.each([
    ["/", "a desktop", desktop, openProductsMenu],
    ["/", "a phone", phone, openMobileMenu],
    ["/pricing", "a desktop", desktop, openProductsMenu],
    ["/business-app/apps/deal-flow", "a desktop", desktop, openProductsMenu],
    ["/business-app/apps/deal-flow", "a phone", phone, openMobileMenu],
  ] as const)(
    "%s on %s runs its scripts, hydrates and reports no violation",
    async (path, _device, viewport, interact) => {
      const page = await newPage(viewport);
      const violations = await openUnderPolicy(page, path);
      await interact(page);
      expect(await violations()).toEqual([]);
      await page.context().close();
    },
  );

  it("renders the 404 page on request, with its nonce, and it hydrates without violation", async () => {
    const page = await newPage(phone);
    const violations = await openUnderPolicy(page, "/no-such-page", 404);
    await openMobileMenu(page);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it("reports no violation on a page reached by client navigation", async () => {
    const page = await newPage(desktop);
    const violations = await openUnderPolicy(page, "/");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Pricing" })
      .click();
    await page.waitForURL(`${baseURL}/pricing`);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await openProductsMenu(page);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it("lets the update-check worker register", { timeout: 60_000 }, async () => {
    const page = await newPage(desktop);
    const violations = await openUnderPolicy(page, "/");
    const worker = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL),
    );
    expect(worker).toBe(`${baseURL}/sw.js`);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});

const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * A desktop page in a context that says it is Chrome: headless Chromium's own user agent
 * counts as a crawler, which is given no third-party script.
 */
async function newVisitorPage(): Promise<Page> {
  const first = await newPage(desktop);
  const browser = first.context().browser()!;
  await first.context().close();
  const context = await browser.newContext({ viewport: desktop, userAgent: DESKTOP_CHROME });
  return opensHydrated(await context.newPage());
}

/** A server on its own origin standing in for a vendor's host, serving one script. */
async function startScriptHost(
  path: string,
  script: string,
): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const found = request.url === path;
    response.writeHead(found ? 200 : 404, { "content-type": "text/javascript" });
    response.end(found ? script : "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` };
}

describe("a deployment with third-party scripts", () => {
  let site: SiteProcess;
  let hosts: { server: Server; url: string }[];
  let origins: string[];

  beforeAll(async () => {
    hosts = await Promise.all([
      startScriptHost("/company-id.js", "window.companyIdentificationRan = true;"),
      startScriptHost("/consent.js", "window.consentRan = true;"),
    ]);
    origins = hosts.map(({ url }) => new URL(url).origin);
    site = await startSiteProcess({
      environment: { COMPANY_ID_SCRIPT_URL: hosts[0]!.url, CONSENT_SCRIPT_URL: hosts[1]!.url },
    });
  });

  afterAll(async () => {
    await site?.stop();
    for (const host of hosts ?? []) await new Promise((resolve) => host.server.close(resolve));
  });

  it("names the scripts' origins in script-src, on pages, files and API alike", async () => {
    const answers = [
      await fetch(`${site.url}/`),
      await fetch(`${site.url}/no-such-page`),
      await fetch(`${site.url}/favicon.svg`),
      await fetch(`${site.url}/api/v2/health`),
    ];
    for (const response of answers) {
      const sources = scriptSources(expectSecurityHeaders(response, response.url));
      expect(sources, response.url).toEqual(expect.arrayContaining(origins));
    }
    // The shared server sets no script: its policy names no other origin.
    const byDefault = scriptSources(
      (await fetch(`${baseURL}/`)).headers.get("content-security-policy"),
    );
    expect(byDefault.filter((source) => source.startsWith("http"))).toEqual([]);
  });

  it("lets both scripts run in a visitor's browser, without violation", async () => {
    const page = await newVisitorPage();
    await page.clock.install();
    const violations = await watchForViolations(page);
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await openProductsMenu(page);
    // Company identification loads 0.5 s after the app started, consent after 10 s: the page's
    // clock is moved on until both have run (the starter may still be loading at first).
    await expect
      .poll(async () => {
        await page.clock.runFor(2_000);
        return page.evaluate(() => {
          const marks = window as unknown as {
            companyIdentificationRan?: boolean;
            consentRan?: boolean;
          };
          return [marks.companyIdentificationRan ?? false, marks.consentRan ?? false];
        });
      })
      .toEqual([true, true]);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});
