import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, launchBrowserPerFile } from "./browser";

const { newPage } = launchBrowserPerFile();

const phone = { width: 390, height: 844 };
const STICKY_OFFSET = 250;
const OFFLINE_MESSAGE =
  "You are offline. Pages you have not opened yet will load once you are back online.";
const ONLINE_AGAIN_MESSAGE = "You are back online.";

/** The focused element's name, as a keyboard user hears it: its label, else its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute("aria-label") ?? element?.innerText ?? "").trim();
  });
}

/** Presses Tab until the named element has focus; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 80): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if ((await focusedName(page)) === name) return presses;
  }
  throw new Error(`"${name}" never took focus in ${limit} presses of Tab`);
}

/** Marks the document, so a test can tell a client-side navigation from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => "__sameDocument" in window);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  // One frame, so scroll listeners and layout have seen the new position.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Waits until the page is scrolled to `y` (it may still be committing the new page, which on a
 * busy machine takes seconds).
 */
const scrolledTo = (page: Page, y: number) =>
  page.waitForFunction((top) => window.scrollY === top, y, { timeout: 15_000 });

/** How far the page can scroll at most. */
const maxScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

describe("the desktop top menu, by keyboard only", () => {
  it("reaches Products by Tab, opens it, moves inside, closes with Escape and follows a link", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await markDocument(page);

    const order: string[] = [];
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      order.push(await focusedName(page));
    }
    expect(order).toEqual(["Skip to content", "Workcraft", "Apps", "Products"]);

    const products = page.getByRole("button", { name: "Products" });
    expect(await products.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("aria-expanded") === "true",
    );
    await page.getByText("For companies").waitFor();

    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.textContent === "Startups");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.textContent === "Enterprises");

    await page.keyboard.press("Escape");
    await page.getByText("For companies").waitFor({ state: "hidden" });
    expect(await products.getAttribute("aria-expanded")).toBe("false");
    expect(await focusedName(page)).toBe("Products");

    await page.keyboard.press("Enter");
    await page.getByText("For partners").waitFor();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.textContent === "Startups");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}/products-startups`);
    expect(await sameDocument(page)).toBe(true);
    await page.getByText("For companies").waitFor({ state: "hidden" });
  });

  it("marks Content and Data and AI Infrastructure as Coming soon, and they are not links", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    // The menu runs in the browser: the panels shown by CSS alone before it did are off.
    expect(await page.locator("[data-slot='mega-menu']").getAttribute("data-enhanced")).toBe("");
    await tabTo(page, "Use cases");
    await page.keyboard.press("Enter");
    const panel = page.locator("[data-slot='mega-menu-content'][data-state='open']");
    await panel.waitFor();

    const links = await panel.getByRole("link").allInnerTexts();
    expect(links).toEqual([
      "Medical Distribution ERP",
      "Distribution ERP",
      "AI Inventory Management",
      "Legacy ERP & AI",
      "Manufacturing ERP",
    ]);
    for (const name of ["Content and Data", "AI Infrastructure"]) {
      const entry = panel.locator("[data-unavailable]", { hasText: name });
      expect(await entry.innerText()).toMatch(new RegExp(`^${name}\\s*Coming soon$`));
      expect(await entry.evaluate((element) => element.closest("a"))).toBeNull();
    }
  });
});

describe("the top menu without JavaScript", () => {
  it("has every panel's links in the served HTML, the Coming soon entries too", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const menu = html.slice(html.indexOf('data-slot="mega-menu"'), html.indexOf("</nav>"));
    for (const href of [
      "/products-startups",
      "/products-enterprise",
      "/products-enterprise-consultant",
      "/products-marketplace-partner",
      "/ecommerce/distribution-management-erp-for-medical-distributor-healthcare-gpo",
      "/manufacturing-erp/overview",
    ])
      expect(menu).toContain(`href="${href}"`);
    expect(menu).toContain(">Enterprises<");
    expect(menu).toMatch(/Content and Data.*Coming soon/su);
    expect(menu).toMatch(/AI Infrastructure.*Coming soon/su);
  });

  it("opens a panel by keyboard or pointer, and its links work", async () => {
    const page = await newPage(undefined, { javaScriptEnabled: false });
    await page.goto("/");
    const header = page.getByRole("banner");
    const useCases = page.locator("[data-slot='mega-menu-content']").nth(1);
    expect(await useCases.isVisible()).toBe(false);
    expect(await header.getByRole("link", { name: "Medical Distribution ERP" }).count()).toBe(0);

    // The Use cases trigger, which has no page, is reached by Tab and shows its panel.
    await tabTo(page, "Use cases");
    await useCases.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Medical Distribution ERP");
    for (let press = 0; press < 4; press += 1) await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Manufacturing ERP");
    await page.keyboard.press("Tab");
    await useCases.waitFor({ state: "hidden" });
    expect(await focusedName(page)).toBe("Builder");

    // Pointed at, Products shows its panel, whose links take the click.
    await header.getByRole("button", { name: "Products" }).hover();
    await header.getByRole("link", { name: "Enterprises" }).click();
    await page.waitForURL(`${baseURL}/products-enterprise`);
  });
});

describe("the mobile menu at 390 x 844, by keyboard only", () => {
  it("opens, keeps focus inside, lists Documentation and Support and closes on Escape", async () => {
    const page = await newPage(phone);
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.getByRole("button", { name: "Products" }).count()).toBe(0);

    expect(await tabTo(page, "Menu", 3)).toBe(3);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await page.waitForFunction(() =>
      document.querySelector("[role='dialog']")?.contains(document.activeElement),
    );

    for (const [name, href] of [
      ["Documentation", "/documentation"],
      ["Support", "/company/support"],
    ] as const) {
      expect(await dialog.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }

    // A full round of Tab, then of Shift+Tab, never leaves the dialog.
    const stops = await dialog.locator("a[href], button").count();
    expect(stops).toBeGreaterThan(15);
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let press = 0; press <= stops; press += 1) {
        await page.keyboard.press(key);
        const inside = await page.evaluate(() =>
          document.querySelector("[role='dialog']")?.contains(document.activeElement),
        );
        expect(inside, `${key} press ${press + 1}`).toBe(true);
      }
    }

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await focusedName(page)).toBe("Menu");
    expect(await page.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("closes when a link in it is followed", async () => {
    const page = await newPage(phone);
    await page.goto("/", { waitUntil: "networkidle" });
    await markDocument(page);
    await tabTo(page, "Menu", 3);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await tabTo(page, "Pricing", 40);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}/pricing`);
    await dialog.waitFor({ state: "detached" });
    expect(await sameDocument(page)).toBe(true);
    expect(await page.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });
});

describe("the menu row between phone and desktop widths", () => {
  it("scrolls by 150 px with its arrows at 768 px, each disabled at its end", async () => {
    const page = await newPage({ width: 768, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const strip = page.locator("[data-slot='header'] [data-slot='menu-strip']");
    expect(await strip.isVisible()).toBe(true);
    expect(await strip.getAttribute("aria-label")).toBe("Main");
    const scroller = strip.locator("[data-slot='menu-strip-scroller']");
    const scrollLeft = () => scroller.evaluate((element) => element.scrollLeft);
    const room = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    // The menu's pages do not fit beside the logo and the actions: the arrows show.
    expect(room).toBeGreaterThan(150);
    await page.waitForFunction(() =>
      document.querySelector("[data-slot='menu-strip']")?.hasAttribute("data-overflowing"),
    );
    const back = strip.getByRole("button", { name: "Scroll left" });
    const next = strip.getByRole("button", { name: "Scroll right" });
    expect(await back.isDisabled()).toBe(true);

    await next.click();
    await expect.poll(scrollLeft).toBe(150);
    expect(await back.isDisabled()).toBe(false);
    await back.click();
    await expect.poll(scrollLeft).toBe(0);

    // Each press glides on by a step from where the last one ended, the last up to the end.
    for (let at = 0; at < room; at = Math.min(at + 150, room)) {
      await next.click();
      await expect.poll(scrollLeft).toBe(Math.min(at + 150, room));
    }
    await expect.poll(() => next.isDisabled()).toBe(true);
    // Its links are the menu's pages, the mobile menu's extras among them.
    expect(await strip.getByRole("link").allInnerTexts()).toEqual([
      "Apps",
      "Products",
      "Builder",
      "Pricing",
      "Blog",
      "Documentation",
      "Support",
    ]);
  });

  it("is not shown on phones or from desktop widths up", async () => {
    for (const width of [390, 1280]) {
      const page = await newPage({ width, height: 800 });
      await page.goto("/");
      expect(await page.locator("[data-slot='header'] [data-slot='menu-strip']").isVisible()).toBe(
        false,
      );
      await page.context().close();
    }
  });
});

describe("the sticky header", () => {
  it("sticks once the page has scrolled 250 px, not before, and lets go above", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    const header = page.locator("[data-slot='header']");
    expect(await maxScroll(page)).toBeGreaterThan(STICKY_OFFSET + 50);
    expect(await header.getAttribute("data-sticky")).toBeNull();

    await scrollTo(page, STICKY_OFFSET - 1);
    expect(await header.getAttribute("data-sticky")).toBeNull();
    // Not stuck: the header has scrolled away with the page.
    expect(await header.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(
      0,
    );

    await scrollTo(page, STICKY_OFFSET);
    await page.waitForFunction(
      () => document.querySelector("[data-slot='header']")?.hasAttribute("data-sticky") === true,
    );
    await page.evaluate(() =>
      Promise.all(
        document
          .querySelector("[data-slot='header']")!
          .getAnimations()
          .map((animation) => animation.finished),
      ),
    );
    expect(await header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await page.getByRole("button", { name: "Products" }).waitFor({ state: "visible" });

    await scrollTo(page, 0);
    await page.waitForFunction(
      () => document.querySelector("[data-slot='header']")?.hasAttribute("data-sticky") === false,
    );
  });
});

describe("scrolling on navigation", () => {
  it("opens the next page at the top after following a link from far down a page", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await markDocument(page);
    await scrollTo(page, await maxScroll(page));
    expect(await scrollY(page)).toBeGreaterThan(STICKY_OFFSET);

    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing", exact: true }).click();
    await page.waitForURL(`${baseURL}/pricing`);
    expect(await sameDocument(page)).toBe(true);
    // The pricing page is long enough that landing further down would be possible.
    expect(await maxScroll(page)).toBeGreaterThan(STICKY_OFFSET);
    await scrolledTo(page, 0);
  });

  it("arrives at the next page's top at once, without gliding there, and keeps smooth scrolling within a page", async () => {
    const page = await newPage();
    await page.goto("/pricing", { waitUntil: "networkidle" });
    await markDocument(page);
    const about = page.getByRole("contentinfo").getByRole("link", { name: "About us" });
    await scrollTo(page, await maxScroll(page));
    expect(await scrollY(page)).toBeGreaterThan(1000);
    // Every position the page takes from the click on.
    await page.evaluate(() => {
      const positions: number[] = [];
      Object.assign(window, { __positions: positions });
      window.addEventListener("scroll", () => positions.push(window.scrollY));
    });
    await about.click();
    await page.waitForURL(`${baseURL}/company`);
    await scrolledTo(page, 0);
    const positions = await page.evaluate(
      () => (window as unknown as { __positions: number[] }).__positions,
    );
    expect(await sameDocument(page)).toBe(true);
    // One jump to the top. The glide this replaces passed through a position every frame
    // (2161 at 100 ms after the click, 297 at 300 ms), and a sample taken at 100 ms would
    // depend on how soon a busy machine shows the page; the whole trace does not.
    expect(positions).toEqual([0]);

    // Within the page, scrolling stays smooth: it glides over frames, not in one jump.
    await page.waitForFunction(() => document.documentElement.style.scrollBehavior === "");
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("smooth");
    const target = Math.floor((await maxScroll(page)) / 2);
    expect(target).toBeGreaterThan(300);
    const glide = await page.evaluate(async (top) => {
      const seen: number[] = [];
      const record = () => seen.push(window.scrollY);
      window.addEventListener("scroll", record);
      window.scrollTo({ top });
      while (window.scrollY !== top) await new Promise((resolve) => setTimeout(resolve, 16));
      window.removeEventListener("scroll", record);
      return seen;
    }, target);
    expect(glide.length).toBeGreaterThan(2);
  });

  it("goes back to the top of a page too, not to where the visitor left it", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await markDocument(page);
    await scrollTo(page, 400);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Contact", exact: true })
      .first()
      .click();
    await page.waitForURL(`${baseURL}/contact`);
    await page.goBack();
    await page.waitForURL(`${baseURL}/`);
    // The landing page's own heading: the URL changes before the page it names has rendered.
    await page
      .getByRole("heading", {
        level: 1,
        name: "Business apps for every workflow, without writing code",
      })
      .waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(await maxScroll(page)).toBeGreaterThan(400);
    await scrolledTo(page, 0);
  });

  it("returns to the blog list where the visitor left it", async () => {
    const page = await newPage();
    await page.goto("/blog", { waitUntil: "networkidle" });
    await markDocument(page);
    const left = 600;
    expect(await maxScroll(page)).toBeGreaterThan(left);
    await scrollTo(page, left);

    const post = page.locator("main a[href^='/blog/']").first();
    // A click from script: Playwright's own click would first scroll the link into view.
    const followPost = () => post.evaluate((link: HTMLElement) => link.click());
    await followPost();
    await page.waitForURL(/\/blog\/[^/]+$/);
    await scrolledTo(page, 0);

    // Back to the list: where it was left.
    await page.goBack();
    await page.waitForURL(`${baseURL}/blog`);
    await scrolledTo(page, left);

    // Following the top menu's Blog link from a post returns there as well.
    await followPost();
    await page.waitForURL(/\/blog\/[^/]+$/);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await page.waitForURL(`${baseURL}/blog`);
    await scrolledTo(page, left);
    expect(await sameDocument(page)).toBe(true);
  });
});

describe("the banner", () => {
  it("tells when the connection drops and returns, and is cleared by the next navigation", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await markDocument(page);

    await page.context().setOffline(true);
    const banner = page.locator("[data-type='banner']");
    const offline = banner.filter({ hasText: OFFLINE_MESSAGE });
    await offline.waitFor();
    await page.context().setOffline(false);
    const onlineAgain = banner.filter({ hasText: ONLINE_AGAIN_MESSAGE });
    await onlineAgain.waitFor();
    expect(await offline.count()).toBe(0);
    expect(await banner.count()).toBe(1);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Pricing" })
      .click();
    await page.waitForURL(`${baseURL}/pricing`);
    await onlineAgain.waitFor({ state: "detached" });
    expect(await banner.count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
  });

  it("tells a visitor whose connection dropped before the page's script ran", async () => {
    const page = await newPage();
    // The page's scripts arrive only once the connection has gone: fetched ahead, then handed
    // over by the test when the browser is offline.
    let goneOffline: () => void = () => {};
    const offline = new Promise<void>((resolve) => (goneOffline = resolve));
    await page.route(/\/assets\/.+\.js$/u, async (route) => {
      const response = await route.fetch();
      await offline;
      await route.fulfill({ response });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.context().setOffline(true);
    goneOffline();
    await page.locator("[data-type='banner']").filter({ hasText: OFFLINE_MESSAGE }).waitFor();
    await page.context().setOffline(false);
  });
});

describe("the layouts", () => {
  it("frames a media page with the top bar (Home, Support, Business App Store) and the full footer", async () => {
    const page = await newPage();
    const response = await page.goto("/media", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    const topBar = page.locator("[data-slot='top-bar']");
    expect(await topBar.getByRole("navigation").getByRole("link").allInnerTexts()).toEqual([
      "Home",
      "Support",
      "Business App Store",
    ]);
    expect(await page.locator("[data-slot='header']").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Products" }).count()).toBe(0);
    expect(await page.getByRole("contentinfo").getAttribute("data-type")).toBe("default");
    expect(await page.getByRole("heading", { level: 2, name: "Industry terms" }).count()).toBe(1);
  });

  for (const path of ["/interest", "/documentation"]) {
    it(`gives ${path} no shared layout: no header, top bar or footer`, async () => {
      const page = await newPage();
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("main").count()).toBe(1);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await page.getByRole("banner").count()).toBe(0);
      expect(await page.getByRole("contentinfo").count()).toBe(0);
      expect(await page.locator("[data-slot='top-bar'], [data-slot='header']").count()).toBe(0);
    });
  }

  it("frames the landing page with the main layout: header with the top menu and the full footer", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    expect(
      await page.getByRole("navigation", { name: "Main" }).getByRole("link").allInnerTexts(),
    ).toEqual(["Apps", "Builder", "Pricing", "Blog"]);
    expect(await page.getByRole("contentinfo").getAttribute("data-type")).toBe("default");
    const year = String(new Date().getFullYear());
    expect(await page.getByRole("contentinfo").innerText()).toContain(`© ${year} Workcraft`);
    expect(await page.locator("meta[name='theme-color']").getAttribute("content")).toMatch(
      /^#[0-9a-f]{6}$/,
    );
  });
});
