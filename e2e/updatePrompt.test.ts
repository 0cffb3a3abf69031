import {
  cpSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { opensHydrated } from "./browser";
import { FILE_CHECK_INTERVAL_MS } from "../site/server/builtFiles";
import { repoRoot, startSiteProcess, type SiteProcess } from "./siteProcess";

const QUESTION = "New version available. Load New Version?";
const UNSUPPORTED = "Service workers are disabled or not supported by this browser";
/** The one file the second deploy adds to the worker's precache list. */
const RELEASE_2_ASSET = "assets/release-2-Hd8kq2Lx.js";

/**
 * A deployment the test can switch from the built site (release 1) to a second release, the
 * way a deploy replaces the files a running server reads: `build/client` is a link the test
 * points at either release. Release 2 changes the worker's precache list as a real deploy
 * does (one hashed script gone from it, a new one in), so the worker's bytes change, and
 * marks the home page's `<html>` element, so the test can tell which release a page is.
 */
class Deployment {
  readonly root = mkdtempSync(join(tmpdir(), "workcraft-e2e-deploy-"));
  private readonly built = join(repoRoot, "site", "build");
  private readonly releases = {
    1: join(this.built, "client"),
    2: join(this.root, "client-release-2"),
  };
  readonly buildDir = join(this.root, "build");
  /** The script release 1's worker precaches and release 2's no longer lists. */
  droppedAsset = "";

  constructor() {
    // The server bundle finds its dependencies through node_modules beside the deployment.
    symlinkSync(join(repoRoot, "node_modules"), join(this.root, "node_modules"));
    cpSync(join(this.built, "app-server"), join(this.buildDir, "app-server"), { recursive: true });
    symlinkSync(join(this.built, "server"), join(this.buildDir, "server"));
    this.prepareRelease2();
    this.point(1);
  }

  /**
   * Points the running server at a release; resolves once the server sees its files (it looks
   * at a file held in memory at most once per `FILE_CHECK_INTERVAL_MS`).
   */
  async serve(release: 1 | 2) {
    this.point(release);
    await delay(FILE_CHECK_INTERVAL_MS);
  }

  /** Points `build/client` at a release, as a deploy swaps it. */
  private point(release: 1 | 2) {
    const next = join(this.root, "client-link");
    symlinkSync(this.releases[release], next);
    renameSync(next, join(this.buildDir, "client"));
  }

  remove() {
    rmSync(this.root, { recursive: true, force: true });
  }

  private prepareRelease2() {
    const dir = this.releases[2];
    cpSync(this.releases[1], dir, { recursive: true });
    writeFileSync(join(dir, RELEASE_2_ASSET), "export const release = 2;\n");
    this.rewrite(join(dir, "sw.js"), (worker) => {
      const firstEntry = /\[\{url:([`"])(\/assets\/[^`"]+)\1,revision:null\},/;
      const found = firstEntry.exec(worker);
      if (!found || worker.split("[{url:").length !== 2) {
        throw new Error("The worker's precache list is not where the test expects it.");
      }
      this.droppedAsset = found[2]!;
      return worker.replace(firstEntry, `[{url:"/${RELEASE_2_ASSET}",revision:null},`);
    });
    this.rewrite(join(dir, "index.html"), (html) =>
      replaceOnce(html, "<html ", '<html data-release="2" '),
    );
  }

  /** Rewrites a file of release 2 and drops its precompressed copies, which would be stale. */
  private rewrite(file: string, change: (text: string) => string) {
    const text = readFileSync(file, "utf8");
    for (const copy of [file, `${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
    writeFileSync(file, change(text));
  }
}

function replaceOnce(text: string, search: string, replacement: string): string {
  const count = text.split(search).length - 1;
  if (count !== 1) throw new Error(`Expected "${search}" once in the build, found ${count}.`);
  return text.replace(search, replacement);
}

/** Waits until the page's service worker is active and controls the page. */
async function waitUntilControlled(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === "activated",
    null,
    {
      timeout: 20_000,
    },
  );
}

/** What the update check does when the visitor comes back to the tab. */
async function returnToTab(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
}

/** The URLs the site's caches hold, as paths. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });
}

let deployment: Deployment;
let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  deployment = new Deployment();
  [site, browser] = await Promise.all([
    startSiteProcess({ buildDir: deployment.buildDir }),
    chromium.launch({
      executablePath: chromiumPath,
      // workcraft.test answers from the same server, but over plain HTTP on a name that is not
      // loopback: a page there is no secure context, so it has no service workers.
      args: [...chromiumArgs, "--host-resolver-rules=MAP workcraft.test 127.0.0.1"],
    }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  deployment?.remove();
});

/** A page in a fresh browser profile (its own service workers and caches) on release 1. */
async function openRelease1({ fakeClock = false } = {}): Promise<Page> {
  await deployment.serve(1);
  const context = await browser.newContext({ baseURL: site.url });
  const page = opensHydrated(await context.newPage());
  // A fake clock that runs at real speed until the test jumps it forward.
  if (fakeClock) await page.clock.install();
  await page.goto("/");
  await waitUntilControlled(page);
  expect(await page.locator("html").getAttribute("data-release")).toBeNull();
  // Set on this document only: a reload clears it.
  await page.evaluate(() => Object.assign(window, { beforeTheDeploy: true }));
  return page;
}

describe("the update check", () => {
  it("serves its worker uncached, with an ETag that answers an unchanged worker with 304", async () => {
    await deployment.serve(1);
    const response = await fetch(`${site.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await fetch(`${site.url}/sw.js`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    await deployment.serve(2);
    const changed = await fetch(`${site.url}/sw.js`, { headers: { "if-none-match": etag! } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(RELEASE_2_ASSET);
    await deployment.serve(1);
  });

  it("asks to load a new deploy and, on yes, reloads the page once onto the new release", async () => {
    const page = await openRelease1();
    expect(await cachedPaths(page)).toContain(deployment.droppedAsset);
    let loads = 0;
    page.on("load", () => (loads += 1));

    await deployment.serve(2);
    await returnToTab(page);

    const dialog = page.getByRole("alertdialog", { name: QUESTION });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole("heading").textContent()).toBe(QUESTION);
    await dialog.getByRole("button", { name: "Load new version" }).click();

    // Asked while the page reloads too, when the new document has no root element yet.
    await page.waitForFunction(() => document.documentElement?.dataset.release === "2", null, {
      timeout: 10_000,
    });
    expect(await page.evaluate(() => "beforeTheDeploy" in window)).toBe(false);
    // The new worker controls the page and holds the new release's files, not the old
    // release's; nothing waits.
    const cached = await cachedPaths(page);
    expect(cached).toContain(`/${RELEASE_2_ASSET}`);
    expect(cached).not.toContain(deployment.droppedAsset);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          controlled: navigator.serviceWorker.controller !== null,
          waiting: registration?.waiting ?? null,
        };
      }),
    ).toEqual({ controlled: true, waiting: null });
    await dialog.waitFor({ state: "detached" });
    // Exactly one reload, and it stays put.
    await page.waitForTimeout(1_000);
    expect(loads).toBe(1);
    await page.context().close();
  });

  it("leaves the page as it is on no, and asks again on the next visit", async () => {
    const page = await openRelease1();
    await deployment.serve(2);
    await returnToTab(page);

    const dialog = page.getByRole("alertdialog", { name: QUESTION });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Not now" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => "beforeTheDeploy" in window)).toBe(true);
    expect(await page.locator("html").getAttribute("data-release")).toBeNull();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state ?? null;
      }),
    ).toBe("installed");

    // The next visit gets the new release's page from the network, though the old worker
    // still controls it, finds the new worker still waiting, and asks again.
    await page.reload();
    expect(await page.locator("html").getAttribute("data-release")).toBe("2");
    await page.getByRole("alertdialog", { name: QUESTION }).waitFor({ timeout: 20_000 });
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state ?? null;
      }),
    ).toBe("installed");
    await page.context().close();
  });

  it("asks the server again every hour while the page stays open", async () => {
    const page = await openRelease1({ fakeClock: true });
    await deployment.serve(2);
    const dialog = page.getByRole("alertdialog", { name: QUESTION });
    await page.clock.fastForward(59 * 60 * 1000);
    await page.waitForTimeout(1_000);
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward(60 * 1000);
    await dialog.waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it("logs that service workers are unavailable where the page is no secure context", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const insecureURL = site.url.replace("127.0.0.1", "workcraft.test");
    await page.goto(`${insecureURL}/`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await expect.poll(() => warnings, { timeout: 10_000 }).toContain(UNSUPPORTED);
    await context.close();
  });
});
