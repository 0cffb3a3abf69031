/**
 * Click-to-page benchmark: how long a visitor waits from pressing a link to seeing the page it
 * opens, for the navigations visitors make most: the header's cart, the way to pricing, an app's
 * card in the store, and the pricing page's way to the checkout. Measured in Debian's Chromium
 * against the production server, in the page itself: from the pointer going down on the link
 * to the next animation frame after the new page's heading is in the document.
 *
 * Desktop: 1280 px, the mouse rests on the link for 250 ms (hover, then press: time for the
 * site's prefetch on intent), no throttling. Phone: Lighthouse's mobile profile (slow 4G and a
 * CPU four times slower, applied by DevTools), a tap with no hover before it. Each the median of
 * three, each in a fresh browser context on a page that has hydrated. Run after `npm run build`.
 *
 *   npm run click-to-page -w @workcraft/bench
 */
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath, MOBILE_THROTTLING, throttleLikeAPhone } from "./chromium";
import { benchmarkIndex, SLOWEST_BENCHMARK_INDEX, slowestDayFactor } from "./machineSpeed";
import { startProductionServer } from "./productionServer";
import { formatted, medianBy, recordResults, type ResultRow } from "./results";

const RUNS = 3;
/** How long the desktop's mouse rests on a link before pressing it. */
const HOVER_MS = 250;
/** The goals of the issue: a desktop answers within 300 ms, the phone profile within 1 s. */
const GOAL_MS = { desktop: 300, phone: 1000 } as const;

interface Navigation {
  name: string;
  from: string;
  to: string;
  link: (page: Page) => Locator;
  /** What a phone's visitor does first, untimed (the cart is in the menu on a phone). */
  onPhoneFirst?: (page: Page) => Promise<void>;
}

const NAVIGATIONS: readonly Navigation[] = [
  {
    name: "the header's cart",
    from: "/",
    to: "/cart",
    link: (page) => page.locator('a[href="/cart"]:visible').first(),
    onPhoneFirst: (page) => page.getByRole("button", { name: "Menu" }).tap(),
  },
  {
    name: "pricing, from the home page",
    from: "/",
    to: "/pricing",
    link: (page) => page.locator('a[href="/pricing"]:visible').first(),
  },
  {
    name: "an app's card in the store",
    from: "/business-app/apps",
    to: "",
    link: (page) => page.locator('main a[href^="/business-app/apps/"]:visible').first(),
  },
  {
    name: "the checkout, from pricing",
    from: "/pricing",
    to: "",
    link: (page) => page.locator('main a[href^="/checkout"]:visible').first(),
  },
];

declare global {
  interface Window {
    /** Milliseconds from the press to the frame after the expected heading appeared. */
    __clickToPage?: Promise<number>;
  }
}

/**
 * Watches for `heading` from the next press on, in the page: the promise it keeps in a global.
 * Source text, as the bench's build names its functions with a helper the page does not have;
 * it ends in `undefined`, so the evaluation does not wait for the promise.
 */
const watchForHeading = (heading: string) => `
  window.__clickToPage = new Promise((resolve) => {
    let pressedAt = 0;
    const press = () => (pressedAt ||= performance.now());
    addEventListener("pointerdown", press, { capture: true });
    addEventListener("touchstart", press, { capture: true });
    const heading = ${JSON.stringify(heading)};
    const shown = () =>
      [...document.querySelectorAll("h1")].some((h1) => h1.textContent.trim() === heading);
    const observer = new MutationObserver(() => {
      if (!pressedAt || !shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - pressedAt));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  undefined;
`;

/** A way of visiting: a phone or a desktop, and how much slower its CPU is than this machine's. */
interface Profile {
  name: string;
  phone: boolean;
  cpuSlowdown: number;
  goalMs: number;
}

async function hydratedPage(browser: Browser, baseURL: string, profile: Profile): Promise<Page> {
  const { phone } = profile;
  const context = await browser.newContext({
    baseURL,
    ...(phone
      ? {
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          hasTouch: true,
          isMobile: true,
        }
      : { viewport: { width: 1280, height: 800 } }),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (phone) await throttleLikeAPhone(cdp, profile.cpuSlowdown);
  else if (profile.cpuSlowdown > 1) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
  }
  return page;
}

/** One navigation, in a fresh context: milliseconds from the press to the page shown. */
async function clickToPage(
  browser: Browser,
  baseURL: string,
  navigation: Navigation,
  profile: Profile,
): Promise<{ ms: number; to: string }> {
  const { phone } = profile;
  const page = await hydratedPage(browser, baseURL, profile);
  try {
    await page.goto(navigation.from, { waitUntil: "networkidle", timeout: 60_000 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    if (phone) await navigation.onPhoneFirst?.(page);
    const link = navigation.link(page);
    const to = navigation.to || ((await link.getAttribute("href")) ?? "");
    // The heading the page shows when opened directly.
    const direct = await page.context().newPage();
    await direct.goto(to, { waitUntil: "networkidle", timeout: 60_000 });
    const heading = (await direct.locator("h1").first().textContent())?.trim() ?? "";
    await direct.close();
    if (!heading) throw new Error(`${to} has no heading to wait for.`);
    await page.evaluate(watchForHeading(heading));
    if (phone) {
      await link.tap();
    } else {
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
      await link.click();
    }
    const ms = await Promise.race([
      page.evaluate(() => window.__clickToPage!),
      page.waitForTimeout(30_000).then(() => {
        throw new Error(`${navigation.name}: "${heading}" not shown at ${page.url()} within 30 s.`);
      }),
    ]);
    return { ms, to };
  } finally {
    await page.context().close();
  }
}

const speed = await benchmarkIndex();
console.log(`machine speed: Lighthouse benchmarkIndex ${speed} (median of 3)`);
const slower = slowestDayFactor(speed);
const PROFILES: readonly Profile[] = [
  { name: "desktop", phone: false, cpuSlowdown: 1, goalMs: GOAL_MS.desktop },
  {
    name: "phone",
    phone: true,
    cpuSlowdown: MOBILE_THROTTLING.cpuSlowdown,
    goalMs: GOAL_MS.phone,
  },
  {
    name: "desktop on the slowest day",
    phone: false,
    cpuSlowdown: slower,
    goalMs: GOAL_MS.desktop,
  },
  {
    name: "phone on the slowest day",
    phone: true,
    cpuSlowdown: MOBILE_THROTTLING.cpuSlowdown * slower,
    goalMs: GOAL_MS.phone,
  },
];
const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const rows: ResultRow[] = [];
try {
  for (const profile of PROFILES) {
    for (const navigation of NAVIGATIONS) {
      const runs: number[] = [];
      let to = "";
      for (let run = 0; run < RUNS; run += 1) {
        const result = await clickToPage(browser, server.baseURL, navigation, profile);
        runs.push(result.ms);
        to = result.to;
      }
      runs.sort((a, b) => a - b);
      const median = medianBy(runs, (ms) => ms);
      console.log(
        `${profile.name}, ${navigation.name} (${to}): ${runs.map((ms) => formatted(ms)).join(", ")} ms`,
      );
      rows.push({
        name: `${profile.name} (${profile.cpuSlowdown.toFixed(1)}x CPU): ${navigation.name} (${navigation.from} → ${to})`,
        value: `${formatted(median)} ms (${runs.map((ms) => formatted(ms)).join(", ")})`,
        goal: `≤ ${formatted(profile.goalMs)} ms`,
        ok: median <= profile.goalMs,
      });
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
rows.push({ name: "machine speed: Lighthouse benchmarkIndex (median of 3)", value: String(speed) });
recordResults("Click to page", rows, [
  `From the pointer going down on the link to the frame after the next page's heading is in the document; the median of ${RUNS}, each in a fresh context on a hydrated page. Desktop 1280 px, the mouse resting ${HOVER_MS} ms on the link first; phone: Lighthouse's mobile throttling applied by DevTools, a tap. "On the slowest day": the CPU slowed again by today's benchmarkIndex (${speed}) over the lowest this machine has given (${SLOWEST_BENCHMARK_INDEX}).`,
]);
if (rows.some(({ ok }) => ok === false)) process.exitCode = 1;
