import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL } from "./browser";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { startSiteProcess, type SiteProcess } from "./siteProcess";

const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

/** Stands in for the vendors' hosts: each script marks the page it ran in. */
const SCRIPTS: Record<string, string> = {
  "/company-id.js":
    "window.companyIdentificationRuns = (window.companyIdentificationRuns ?? 0) + 1;",
  "/consent.js": "window.consentRuns = (window.consentRuns ?? 0) + 1;",
};

let scriptHost: Server;
let scriptHostURL: string;
/** The paths the script host was asked for, in order. */
const requested: string[] = [];
let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  scriptHost = createServer((request, response) => {
    const path = request.url ?? "";
    requested.push(path);
    const body = SCRIPTS[path];
    response.writeHead(body ? 200 : 404, { "content-type": "text/javascript" });
    response.end(body ?? "");
  });
  await new Promise<void>((resolve) => scriptHost.listen(0, "127.0.0.1", resolve));
  scriptHostURL = `http://127.0.0.1:${(scriptHost.address() as AddressInfo).port}`;
  [site, browser] = await Promise.all([
    startSiteProcess({
      environment: {
        COMPANY_ID_SCRIPT_URL: `${scriptHostURL}/company-id.js`,
        CONSENT_SCRIPT_URL: `${scriptHostURL}/consent.js`,
      },
    }),
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await new Promise((resolve) => scriptHost?.close(resolve));
});

/** A page that opened `/` of `origin` as `userAgent`, and the paths it has requested since. */
interface Visit {
  page: Page;
  asked: string[];
}

/**
 * Opens `/` of `origin` as `userAgent` with the page's clock stopped, so the test moves time
 * itself, and waits until the app has hydrated and run the script starter (its chunk loads
 * from an effect). A quiet network alone is no sign of that: on a busy machine hydration can
 * take longer than the half second of quiet that counts as idle.
 */
async function visitWithStoppedClock(origin: string, userAgent: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL: origin, userAgent });
  const page = await context.newPage();
  const asked: string[] = [];
  const starterRan = new Promise<void>((resolve) =>
    page.on("requestfinished", (request) => {
      if (/\/startThirdPartyScripts[^/]*\.js$/.test(new URL(request.url()).pathname)) resolve();
    }),
  );
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T09:00:01Z"));
  await page.goto("/");
  await starterRan;
  await page.waitForLoadState("networkidle");
  return { page, asked };
}

/** Waits until the page has asked its server which scripts the deployment sets. */
const askedForScripts = (visit: Visit) =>
  expect.poll(() => visit.asked).toContain("/third-party-scripts.json");

/** Counts how often each script ran in the page. */
function runs(page: Page) {
  return page.evaluate(() => {
    const marks = window as unknown as { companyIdentificationRuns?: number; consentRuns?: number };
    return {
      companyIdentification: marks.companyIdentificationRuns ?? 0,
      consent: marks.consentRuns ?? 0,
    };
  });
}

/**
 * Lets real time pass, so a request that a fired timer would make has had time to arrive
 * (generous: the machine may be busy).
 */
const settle = (page: Page) => page.waitForTimeout(1_000);

describe("the deployment's third-party scripts", () => {
  it("answers the URLs set on the server, and none by default", async () => {
    const configured = await fetch(`${site.url}/third-party-scripts.json`);
    expect(configured.headers.get("cache-control")).toBe("no-cache");
    expect(await configured.json()).toEqual({
      companyIdentification: `${scriptHostURL}/company-id.js`,
      consent: `${scriptHostURL}/consent.js`,
    });
    const byDefault = await fetch(`${baseURL}/third-party-scripts.json`);
    expect(await byDefault.json()).toEqual({ companyIdentification: null, consent: null });
  });

  it("loads company identification after 0.5 s and consent after 10 s in a visitor's browser", async () => {
    requested.length = 0;
    const visit = await visitWithStoppedClock(site.url, DESKTOP_CHROME);
    await askedForScripts(visit);
    const { page } = visit;

    await page.clock.runFor(499);
    await settle(page);
    expect(requested).toEqual([]);

    await page.clock.runFor(1);
    await expect.poll(() => requested).toEqual(["/company-id.js"]);
    await expect.poll(() => runs(page)).toEqual({ companyIdentification: 1, consent: 0 });

    await page.clock.runFor(10_000 - 500 - 1);
    await settle(page);
    expect(requested).toEqual(["/company-id.js"]);

    await page.clock.runFor(1);
    await expect.poll(() => requested).toEqual(["/company-id.js", "/consent.js"]);
    await expect.poll(() => runs(page)).toEqual({ companyIdentification: 1, consent: 1 });
    await page.context().close();
  });

  it.each([
    ["Googlebot", GOOGLEBOT],
    ["Bingbot", BINGBOT],
  ])("loads neither for %s, nor asks for them", async (_name, userAgent) => {
    requested.length = 0;
    const { page, asked } = await visitWithStoppedClock(site.url, userAgent);
    await page.clock.runFor(60_000);
    await settle(page);
    expect(requested).toEqual([]);
    expect(asked).not.toContain("/third-party-scripts.json");
    expect(await runs(page)).toEqual({ companyIdentification: 0, consent: 0 });
    await page.context().close();
  });

  it("loads nothing where the deployment sets no script", async () => {
    const visit = await visitWithStoppedClock(baseURL, DESKTOP_CHROME);
    await askedForScripts(visit);
    const { page } = visit;
    await page.clock.runFor(60_000);
    await settle(page);
    const external = await page.evaluate(() =>
      [...document.scripts]
        .map((script) => script.src)
        .filter((src) => src && !src.startsWith(location.origin)),
    );
    expect(external).toEqual([]);
    await page.context().close();
  });
});
