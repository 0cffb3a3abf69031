import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { API_BASE_PATH, assignArm, createId, VISITOR_COOKIE } from "@workcraft/domain/rules";
import type { ExperimentResults, StudioExperiment, StudioPage } from "@workcraft/domain/schemas";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { accessibilityViolations, opensHydrated } from "./browser";
import { startLoadBalancer, TO_COPY, type LoadBalancer } from "./loadBalancer";
import { startSiteCopies, type SiteCopies } from "./siteCopies";
import { rowsIn } from "./siteProcess";
import { addStudioPeople, dataOf, signIn, studioCallAt, useCasePage } from "./studioSite";

/*
 * Experiments from outside: two copies of the site's server on one PostgreSQL database behind a
 * load balancer, as a deployment runs them. A publisher tries a variant of `/` (a content
 * file's page) and of a Studio page through the Studio's screens and editor; visitors (fresh
 * browsers, and plain requests) are shown their arm in the first HTML, the same one from either
 * copy; the counts in the database add up exactly; a lead sent from variant B says so in the
 * inbox; publishing variant B makes it the page for everyone.
 */

const PUBLISHER = "ines@experiments.example";
const ADMIN_TOKEN = randomBytes(16).toString("hex");
/** A browser's user agent: requests without one are not counted (crawlers send their own). */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const HOME_B_TITLE = "Business apps your team builds in an afternoon";
const HOME_TITLE = "Business apps for every workflow, without writing code";
const STUDIO_PATH = "/use-case/fleet-trial";
const STUDIO_B_TITLE = "Fleet CRM that drivers like";

let balancer: LoadBalancer | undefined;
let site: SiteCopies | undefined;
let browser: Browser | undefined;
let publisher: Page;
let home: StudioExperiment;
let onStudioPage: StudioExperiment;
let studioPage: StudioPage;

beforeAll(async () => {
  balancer = await startLoadBalancer();
  [site, browser] = await Promise.all([
    startSiteCopies({
      environment: {
        TRUSTED_PROXY_HOPS: "1",
        SITE_URL: balancer.url,
        ADMIN_TOKEN,
        PAGE_VIEW_FLUSH_MS: "200",
      },
    }),
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
  // An admin: she runs experiments and reads the lead inbox.
  await addStudioPeople(site.database.url, [{ email: PUBLISHER, role: "admin", name: "Ines" }]);
  const [a, b] = site.copies;
  balancer.balanceOver([
    { name: "A", url: a!.url },
    { name: "B", url: b!.url },
  ]);
  const context = await browser.newContext({ baseURL: balancer.url });
  publisher = await signIn(opensHydrated(await context.newPage()), site.mailbox, PUBLISHER);

  // A Studio page to try a variant of, published.
  const created = await dataOf<StudioPage>(
    await studio("pages/create", { path: STUDIO_PATH, page: useCasePage("Fleet trial CRM") }),
  );
  await dataOf(await studio("pages/publish", { id: created.id, revision: created.revision }));
  studioPage = created;

  home = await runExperimentInStudio("/", HOME_B_TITLE);
  onStudioPage = await runExperimentInStudio(STUDIO_PATH, STUDIO_B_TITLE, { fromPages: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await balancer?.close();
  await site?.stop();
});

/** Calls the Studio's API as the signed-in publisher. */
const studio = (path: string, body: unknown) => studioCallAt(balancer!.url, publisher, path, body);

/** The editor's preview: the site's own page in Puck's frame. */
const preview = (page: Page) => page.frameLocator("iframe");

/**
 * What a publisher does in the Studio to try a variant of `path`: "Try a variant" (from the
 * Experiments screen, or from the page's own line in Pages), variant B composed in the editor (its
 * hero's title changed in the block's fields, saved as a draft), then the plan and "Start the
 * experiment". Resolves with the experiment as the Studio then lists it.
 */
async function runExperimentInStudio(
  path: string,
  title: string,
  { fromPages = false } = {},
): Promise<StudioExperiment> {
  if (fromPages) {
    await publisher.goto("/studio");
    await publisher.getByRole("link", { name: `Try a variant of ${path}` }).click();
    await publisher.waitForFunction(
      (asked) => document.querySelector<HTMLSelectElement>('select[name="path"]')?.value === asked,
      path,
    );
  } else {
    await publisher.goto("/studio/experiments");
    await publisher.getByLabel("Page").selectOption(path);
  }
  await publisher.getByRole("button", { name: "Create the experiment" }).click();
  await publisher.getByRole("heading", { level: 2, name: `Experiment on ${path}` }).waitFor();
  const screen = publisher.url();

  await publisher.getByRole("link", { name: "Compose variant B" }).click();
  await preview(publisher).locator('[data-puck-component^="Hero-"]').first().click();
  const field = publisher.getByRole("textbox", { name: /^Title/u }).filter({ visible: true });
  await field.first().fill(title);
  await publisher.getByText(/^Draft saved at /u).waitFor();
  await preview(publisher).locator("h1", { hasText: title }).waitFor();

  await publisher.goto(screen);
  await publisher.getByLabel("Current conversion rate (%)").fill("10");
  await publisher.getByLabel("Smallest lift worth knowing (%)").fill("50");
  await publisher.getByRole("button", { name: "Start the experiment" }).click();
  await publisher.getByText(/^Collecting: 0 of /u).waitFor();
  const experiments = await dataOf<StudioExperiment[]>(await studio("experiments/list", {}));
  const started = experiments.find(
    (experiment) => experiment.path === path && experiment.status !== "ended",
  );
  expect(started?.status).toBe("running");
  return started!;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** A GET through the balancer, as a browser of `visitor` (none: a first visit) would send it. */
async function visit(
  path: string,
  {
    visitor,
    to,
    headers = {},
  }: { visitor?: string; to?: "A" | "B"; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(new URL(path, balancer!.url), {
    headers: {
      "User-Agent": BROWSER,
      Accept: "text/html",
      ...(visitor ? { Cookie: `${VISITOR_COOKIE}=${visitor}` } : {}),
      ...(to ? { [TO_COPY]: to } : {}),
      ...headers,
    },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Which arm an answer shows, by the first title of variant B or of the page as it is. */
function armShown(text: string, bTitle: string, controlTitle: string): "B" | "control" | "?" {
  if (text.includes(bTitle)) return "B";
  return text.includes(controlTitle) ? "control" : "?";
}

/** The visitor id a first visit's answer gives in its cookie. */
function givenVisitor(answer: Answer): string | undefined {
  const cookie = answer.headers.getSetCookie().find((set) => set.startsWith(`${VISITOR_COOKIE}=`));
  return cookie?.slice(VISITOR_COOKIE.length + 1).split(";")[0];
}

/** The rows `query` selects from the copies' database. */
const rowsOf = <T>(query: string, values: unknown[] = []) =>
  rowsIn<T>(site!.database.url, query, values);

/** A visitor id whose arm in `experiment` is `arm`. */
function visitorInArm(experiment: StudioExperiment, arm: number): string {
  for (;;) {
    const visitor = createId();
    if (assignArm(experiment.id, visitor, experiment.split) === arm) return visitor;
  }
}

describe("a page under an experiment", () => {
  it("shows first visitors both arms in about the planned split, each in the first HTML with an id to keep", async () => {
    const shown = { B: 0, control: 0, "?": 0 };
    for (let index = 0; index < 200; index += 1) {
      const answer = await visit("/", { to: index % 2 === 0 ? "A" : "B" });
      expect(answer.status).toBe(200);
      const visitor = givenVisitor(answer);
      expect(visitor).toBeDefined();
      const arm = armShown(answer.text, HOME_B_TITLE, HOME_TITLE);
      // The arm shown is the one the id it gives will keep.
      expect(arm).toBe(assignArm(home.id, visitor!, home.split) === 1 ? "B" : "control");
      shown[arm] += 1;
    }
    // 50/50 planned: outside 70..130 of 200 has a chance below 1 in 10,000.
    expect(shown.B).toBeGreaterThanOrEqual(70);
    expect(shown.B).toBeLessThanOrEqual(130);
    expect(shown["?"]).toBe(0);
  });

  it("shows fresh browsers both arms in about the planned split, each the arm of the id it is given in the first HTML, and a browser sending Global Privacy Control the control with no id", async () => {
    const shown = { B: 0, control: 0, "?": 0 };
    /** Opens `/` in a fresh browser: drawn to the end, or its HTML alone (where the arm is). */
    async function freshVisit({ gpc = false, drawn = false }) {
      const fresh = await browser!.newContext({
        baseURL: balancer!.url,
        userAgent: BROWSER,
        ...(gpc ? { extraHTTPHeaders: { "Sec-GPC": "1" } } : {}),
      });
      try {
        if (!drawn) {
          await fresh.route("**/*", (route) =>
            route.request().resourceType() === "document" ? route.continue() : route.abort(),
          );
        }
        const page = await fresh.newPage();
        const first = await page.goto("/", { waitUntil: drawn ? "load" : "commit" });
        const arm = armShown(await first!.text(), HOME_B_TITLE, HOME_TITLE);
        const visitor = (await fresh.cookies()).find(({ name }) => name === VISITOR_COOKIE)?.value;
        if (gpc) {
          expect(visitor).toBeUndefined();
          expect(arm).toBe("control");
        } else {
          expect(arm).toBe(assignArm(home.id, visitor!, home.split) === 1 ? "B" : "control");
          shown[arm] += 1;
        }
        // What the browser draws is what the server sent: nothing is swapped after.
        if (drawn) {
          await expect
            .poll(() => page.locator("h1").first().innerText())
            .toBe(arm === "B" ? HOME_B_TITLE : HOME_TITLE);
        }
      } finally {
        await fresh.close();
      }
    }
    await freshVisit({ gpc: true, drawn: true });
    for (let index = 0; index < 6; index += 1) await freshVisit({ drawn: true });
    // 94 more, four at a time: 100 visitors in all.
    for (let index = 0; index < 94; index += 4) {
      await Promise.all(
        Array.from({ length: Math.min(4, 94 - index) }, () => freshVisit({ drawn: false })),
      );
    }
    expect(shown.B + shown.control + shown["?"]).toBe(100);
    // 50/50 planned: outside 30..70 of 100 has a chance below 1 in 10,000.
    expect(shown.B).toBeGreaterThanOrEqual(30);
    expect(shown.B).toBeLessThanOrEqual(70);
    expect(shown["?"]).toBe(0);
    // A hundred fresh browser contexts: each costs Chromium a new profile, which is the machine's
    // speed, not the site's. Four at a time took 1.8-2.8 s a visit on a slow day (Lighthouse's
    // benchmarkIndex 2,794), about 70 s in all; the limit leaves room for a slower one.
  }, 180_000);

  it("keeps no shared cache from handing one visitor's arm to another", async () => {
    const answer = await visit("/", { visitor: createId() });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("vary")).toMatch(/\bCookie\b/u);
    const data = await visit("/_.data?_routes=home", { visitor: createId() });
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    // A page without an experiment is still cached as before.
    const other = await visit("/pricing");
    expect(other.headers.get("cache-control")).toMatch(/^public/u);
    expect(givenVisitor(other)).toBeUndefined();
  });

  it("shows a visitor the same arm from either copy, in the page and in its data", async () => {
    for (const arm of [0, 1]) {
      const visitor = visitorInArm(home, arm);
      const expected = arm === 1 ? "B" : "control";
      for (const to of ["A", "B", "A", "B"] as const) {
        const answer = await visit("/", { visitor, to });
        expect(armShown(answer.text, HOME_B_TITLE, HOME_TITLE)).toBe(expected);
        expect(givenVisitor(answer)).toBeUndefined();
        const data = await visit("/_.data?_routes=home", { visitor, to });
        expect(armShown(data.text, HOME_B_TITLE, HOME_TITLE)).toBe(expected);
      }
    }
  });

  it("counts each visitor once however many pages and copies they ask, and the results say what the database holds", async () => {
    const visitors = Array.from({ length: 30 }, () => createId());
    await Promise.all(
      visitors.map(async (visitor) => {
        for (const to of ["A", "B", "A"] as const) await visit("/", { visitor, to });
        await visit("/_.data?_routes=home", { visitor, to: "B" });
      }),
    );
    const counted = await rowsOf<{ visitor_id: string; arm: number }>(
      "select visitor_id, arm from experiment_visitors where experiment_id = $1 and visitor_id = any($2)",
      [home.id, visitors],
    );
    expect(counted).toHaveLength(visitors.length);
    for (const { visitor_id, arm } of counted) {
      expect(arm).toBe(assignArm(home.id, visitor_id, home.split));
    }
    const [held] = await rowsOf<{ arms: Record<string, string> }>(
      `select json_object_agg(arm, visitors) as arms from (
         select arm, count(*) as visitors from experiment_visitors where experiment_id = $1 group by arm
       ) counts`,
      [home.id],
    );
    const results = await dataOf<ExperimentResults>(
      await studio("experiments/results", { id: home.id }),
    );
    expect(results.arms.map((arm) => arm.visitors)).toEqual([
      Number(held!.arms["0"] ?? 0),
      Number(held!.arms["1"] ?? 0),
    ]);
    expect(results.verdict?.message).toMatch(/^Collecting: /u);
  });

  it("shows the control, and counts nothing, to a visitor who sends Global Privacy Control or refused, to crawlers and to the Studio's people", async () => {
    const visitor = visitorInArm(home, 1);
    const unseen: Array<Record<string, string>> = [
      { "Sec-GPC": "1" },
      { Cookie: `${VISITOR_COOKIE}=${visitor}; workcraft_experiments=refused` },
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    ];
    for (const headers of unseen) {
      const answer = await visit("/", { visitor, headers });
      expect(armShown(answer.text, HOME_B_TITLE, HOME_TITLE)).toBe("control");
      expect(givenVisitor(answer)).toBeUndefined();
    }
    const gpcFirstVisit = await visit("/", { headers: { "Sec-GPC": "1" } });
    expect(givenVisitor(gpcFirstVisit)).toBeUndefined();
    // The publisher, signed in to the Studio, sees the control too.
    await publisher.goto("/");
    await expect.poll(() => publisher.locator("h1").first().innerText()).toBe(HOME_TITLE);
    expect(
      await rowsOf("select 1 from experiment_visitors where visitor_id = $1", [visitor]),
    ).toEqual([]);
  });
});

describe("a visitor in a fresh browser", () => {
  let context: BrowserContext;
  afterAll(async () => context?.close());

  it("is shown variant B in the first HTML, counted once, and a lead they send names the arm and the blocks they saw", async () => {
    context = await browser!.newContext({ baseURL: balancer!.url, userAgent: BROWSER });
    const visitor = visitorInArm(home, 1);
    await context.addCookies([{ name: VISITOR_COOKIE, value: visitor, url: balancer!.url }]);
    const page = opensHydrated(await context.newPage());
    const first = await page.goto("/");
    expect(armShown(await first!.text(), HOME_B_TITLE, HOME_TITLE)).toBe("B");
    await expect.poll(() => page.locator("h1").first().innerText()).toBe(HOME_B_TITLE);
    // The hero is in view: after a second it is seen, and the page reports it within seconds.
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ block: number }>(
              "select block from experiment_block_events where experiment_id = $1 and visitor_id = $2 and kind = 'seen'",
              [home.id, visitor],
            )
          ).map(({ block }) => block),
        { timeout: 15_000, interval: 250 },
      )
      .toContain(0);

    // A click in the hero opens another page by a link: the page reports it as it is left.
    await page.getByRole("link", { name: "Browse the app store" }).first().click();
    await page.waitForURL(/\/business-app$/u);
    await expect
      .poll(
        async () =>
          rowsOf(
            "select block from experiment_block_events where experiment_id = $1 and visitor_id = $2 and kind = 'clicked'",
            [home.id, visitor],
          ),
        { timeout: 10_000, interval: 200 },
      )
      .toEqual([{ block: 0 }]);

    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Company", exact: true }).fill("Fleet and Sons");
    await page.getByRole("textbox", { name: "Full name", exact: true }).fill("Ada Driver");
    await page.getByRole("textbox", { name: "Work email", exact: true }).fill("ada@fleet.example");
    await page.getByRole("combobox", { name: "Topic", exact: true }).selectOption("Something else");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Tell me about fleets.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Thank you, your message has arrived" })
      .waitFor();

    const inbox = await fetch(`${balancer!.url}${API_BASE_PATH}/admin/leads/list`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ formName: "contact" }),
    });
    const { items } = (
      (await inbox.json()) as {
        data: {
          items: Array<{
            data: Record<string, string>;
            experiments: Array<{ experimentId: string; arm: number; blocksSeen: number[] }> | null;
          }>;
        };
      }
    ).data;
    const lead = items.find((item) => item.data.email === "ada@fleet.example");
    expect(lead?.experiments).toEqual([
      expect.objectContaining({
        experimentId: home.id,
        arm: 1,
        blocksSeen: expect.arrayContaining([0]),
      }),
    ]);
    const [converted] = await rowsOf<{ arm: number; converted: boolean }>(
      "select arm, converted_at is not null as converted from experiment_visitors where experiment_id = $1 and visitor_id = $2",
      [home.id, visitor],
    );
    expect(converted).toEqual({ arm: 1, converted: true });
  });

  it("loads the script that reports blocks on a page under an experiment alone, at most 2 KB gzip", async () => {
    const fresh = await browser!.newContext({ baseURL: balancer!.url, userAgent: BROWSER });
    try {
      const page = opensHydrated(await fresh.newPage());
      const loaded: string[] = [];
      page.on("response", (response) => void loaded.push(response.url()));
      /** The scripts loaded since the last look. */
      const scriptsSince = () =>
        loaded.splice(0).filter((url) => new URL(url).pathname.endsWith(".js"));
      /**
       * Until the page has started and the browser has been idle once (when a page under an
       * experiment starts its reports), and the network is quiet again.
       */
      const settled = async () => {
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              // After the page's own idle callback, which was asked for first.
              requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 5_000 });
            }),
        );
        await page.waitForLoadState("networkidle");
        await new Promise((resolve) => setTimeout(resolve, 500));
      };
      await page.goto("/pricing");
      await settled();
      const elsewhere = scriptsSince();
      const reports = page.waitForResponse(/\/blockReports-[^/]*\.js$/u);
      await page.goto("/");
      await reports;
      await settled();
      const underExperiment = scriptsSince();
      const added = underExperiment.filter((url) => !elsewhere.includes(url));
      expect(added.filter((url) => /blockReports/u.test(url))).toHaveLength(1);
      expect(elsewhere.filter((url) => /blockReports/u.test(url))).toEqual([]);
      const report = added.find((url) => /blockReports/u.test(url))!;
      const body = Buffer.from(await (await fetch(report)).arrayBuffer());
      expect(gzipSync(body, { level: 9 }).byteLength).toBeLessThanOrEqual(2048);
    } finally {
      await fresh.close();
    }
  });

  it("gets an id on their first page and is counted by the page's first report", async () => {
    const fresh = await browser!.newContext({ baseURL: balancer!.url, userAgent: BROWSER });
    try {
      const page = opensHydrated(await fresh.newPage());
      const first = await page.goto(STUDIO_PATH);
      const cookies = await fresh.cookies();
      const visitor = cookies.find((cookie) => cookie.name === VISITOR_COOKIE)?.value;
      expect(visitor).toBeDefined();
      const arm = assignArm(onStudioPage.id, visitor!, onStudioPage.split);
      expect(armShown(await first!.text(), STUDIO_B_TITLE, "Fleet trial CRM")).toBe(
        arm === 1 ? "B" : "control",
      );
      await expect
        .poll(
          async () =>
            rowsOf<{ arm: number }>(
              "select arm from experiment_visitors where experiment_id = $1 and visitor_id = $2",
              [onStudioPage.id, visitor],
            ),
          { timeout: 10_000, interval: 200 },
        )
        .toEqual([{ arm }]);
    } finally {
      await fresh.close();
    }
  });
});

describe("the Studio's experiments", () => {
  it("show the counts the database holds, and the lead sent from variant B in the inbox", async () => {
    const [{ visitors }] = (await rowsOf<{ visitors: string }>(
      "select count(*) as visitors from experiment_visitors where experiment_id = $1",
      [home.id],
    )) as [{ visitors: string }];
    await publisher.goto(`/studio/experiments/${home.id}`);
    await publisher.getByRole("heading", { level: 2, name: "Experiment on /" }).waitFor();
    await publisher
      .getByText(`Collecting: ${Number(visitors).toLocaleString("en-GB")} of `)
      .waitFor();
    // The charts are drawn, each with its figures in a table for screen readers.
    await publisher
      .locator("caption")
      .filter({ hasText: /^Conversion rate of each arm/u })
      .waitFor({ state: "attached" });
    expect(await accessibilityViolations(publisher)).toEqual([]);

    await publisher.goto("/studio/leads");
    await publisher
      .getByRole("cell", { name: /^Variant B of \/; saw blocks? 1\b/u })
      .first()
      .waitFor();
  });

  it("count a page's views a day with no visitor id, and plan from the page's recent traffic", async () => {
    const path = "/resources";
    const viewsToday = async () =>
      Number(
        (
          await rowsOf<{ views: number }>(
            "select views from page_views_daily where path = $1 and day = (now() at time zone 'utc')::date",
            [path],
          )
        )[0]?.views ?? 0,
      );
    const before = await viewsToday();
    // Six views counted, from either copy; none of a browser that sends Global Privacy Control,
    // a crawler, a request without a user agent, a HEAD or the Studio's people.
    for (const to of ["A", "B", "A"] as const) {
      await visit(path, { to });
      await visit(path, { to, visitor: createId() });
    }
    await visit(path, { headers: { "Sec-GPC": "1" } });
    await visit(path, {
      headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    await fetch(new URL(path, balancer!.url));
    await fetch(new URL(path, balancer!.url), {
      method: "HEAD",
      headers: { "User-Agent": BROWSER },
    });
    await publisher.goto(path);
    await expect.poll(viewsToday, { timeout: 5_000, interval: 100 }).toBe(before + 6);
    // What it has no id for: the table holds a page, a day and a count, nothing else.
    const [{ columns }] = (await rowsOf<{ columns: string }>(
      "select string_agg(column_name, ',' order by column_name) as columns from information_schema.columns where table_name = 'page_views_daily'",
    )) as [{ columns: string }];
    expect(columns).toBe("day,path,views");

    // Two earlier days of the page, and the leads sent from it then.
    await rowsOf(
      `insert into page_views_daily (path, day, views) values
         ($1, (now() at time zone 'utc')::date - 1, 300), ($1, (now() at time zone 'utc')::date - 2, 500)`,
      [path],
    );
    await rowsOf(
      `insert into leads (form_name, data, page, created_at)
         select 'contact', '{}'::jsonb, $1, now() - interval '1 day' from generate_series(1, 8)`,
      [path],
    );
    await publisher.goto("/studio/experiments");
    await publisher.getByLabel("Page").selectOption(path);
    await publisher.getByRole("button", { name: "Create the experiment" }).click();
    await publisher.getByRole("heading", { level: 2, name: `Experiment on ${path}` }).waitFor();
    await publisher
      .getByText("In the last 28 days: 400 views a day, 8 leads from this page (1 %).")
      .waitFor();
    await publisher.getByRole("button", { name: "Use these figures" }).click();
    expect(await publisher.getByLabel("Visitors a day (optional)").inputValue()).toBe("400");
    expect(await publisher.getByLabel("Current conversion rate (%)").inputValue()).toBe("1");
    expect(await accessibilityViolations(publisher)).toEqual([]);
  });

  it("weigh a variant as visitors in its arm get it, on a content file's page and on a Studio page", async () => {
    type Part = { bytes: number; files: number; budget: number };
    for (const experiment of [home, onStudioPage]) {
      const weight = await dataOf<{ html: Part; css: Part; js: Part; images: Part }>(
        await studio("experiments/weigh-variant", { id: experiment.id, arm: 1 }),
      );
      expect(weight.html.bytes).toBeGreaterThan(1_000);
      expect(weight.js.files).toBeGreaterThan(0);
    }
  });

  it("let a publisher try a variant of a page, plan and start it, and end it keeping the control", async () => {
    await publisher.goto("/studio/experiments");
    await publisher.getByLabel("Page").selectOption("/pricing");
    await publisher.getByRole("button", { name: "Create the experiment" }).click();
    await publisher.getByRole("heading", { level: 2, name: "Experiment on /pricing" }).waitFor();
    await publisher.getByLabel("Current conversion rate (%)").fill("4");
    await publisher.getByLabel("Smallest lift worth knowing (%)").fill("25");
    expect(await accessibilityViolations(publisher)).toEqual([]);
    await publisher.getByRole("button", { name: "Start the experiment" }).click();
    await publisher.getByText(/^Collecting: 0 of /u).waitFor();

    const started = await visit("/pricing");
    expect(started.headers.get("cache-control")).toBe("private, no-store");
    expect(givenVisitor(started)).toBeDefined();

    await publisher.getByRole("button", { name: "Keep the control" }).click();
    await publisher
      .getByRole("alertdialog")
      .getByRole("button", { name: "Keep the control" })
      .click();
    await expect
      .poll(async () => (await visit("/pricing")).headers.get("cache-control"), {
        timeout: 5_000,
        interval: 100,
      })
      .toMatch(/^public/u);
  });
});

/** Ends `experiment` on its screen with "Publish variant B", confirmed. */
async function publishVariantB(experiment: StudioExperiment): Promise<void> {
  await publisher.goto(`/studio/experiments/${experiment.id}`);
  await publisher.getByRole("button", { name: "Publish variant B" }).click();
  await publisher
    .getByRole("alertdialog")
    .getByRole("button", { name: "Publish variant B" })
    .click();
}

describe("ending an experiment", () => {
  it("with Publish variant B makes B the page for everyone, on both copies", async () => {
    await publishVariantB(onStudioPage);
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ ended_with: number | null }>(
              "select ended_with from experiments where id = $1",
              [onStudioPage.id],
            )
          )[0]?.ended_with,
        { timeout: 5_000, interval: 100 },
      )
      .toBe(1);
    const control = visitorInArm(onStudioPage, 0);
    for (const to of ["A", "B"] as const) {
      await expect
        .poll(
          async () => {
            const answers = await Promise.all([
              visit(STUDIO_PATH, { visitor: control, to }),
              visit(STUDIO_PATH, { to, headers: { "Sec-GPC": "1" } }),
            ]);
            return answers.map(({ text }) => armShown(text, STUDIO_B_TITLE, "Fleet trial CRM"));
          },
          { timeout: 5_000, interval: 100 },
        )
        .toEqual(["B", "B"]);
    }
    const after = await visit(STUDIO_PATH, { to: "A" });
    expect(after.headers.get("cache-control")).not.toMatch(/no-store/u);
    expect(givenVisitor(after)).toBeUndefined();
    const { versions } = await dataOf<{ versions: Array<{ kind: string }> }>(
      await studio("pages/versions", { id: studioPage.id }),
    );
    expect(versions.filter((version) => version.kind === "publish")).toHaveLength(2);
  });

  it("with Publish variant B on a content file's page shows B to everyone until a deploy changes the file, and says so", async () => {
    await publishVariantB(home);
    await publisher
      .getByText(
        "The experiment has ended: every visitor sees variant B at / until a deploy changes the page's file.",
      )
      .waitFor();
    await publisher.getByRole("link", { name: "Open variant B to export it" }).waitFor();
    expect(await accessibilityViolations(publisher)).toEqual([]);

    const control = visitorInArm(home, 0);
    for (const to of ["A", "B"] as const) {
      await expect
        .poll(
          async () => {
            const answers = await Promise.all([
              visit("/", { visitor: control, to }),
              visit("/", { to, headers: { "Sec-GPC": "1" } }),
              visit("/", { to }),
            ]);
            return answers.map(({ text }) => armShown(text, HOME_B_TITLE, HOME_TITLE));
          },
          { timeout: 5_000, interval: 100 },
        )
        .toEqual(["B", "B", "B"]);
    }
    // The same page for everyone again: shared caches may keep it, and nobody is given an id.
    const after = await visit("/", { to: "B" });
    expect(after.headers.get("cache-control")).toMatch(/^public/u);
    expect(after.headers.get("vary") ?? "").not.toMatch(/cookie/iu);
    expect(givenVisitor(after)).toBeUndefined();
    const data = await visit("/_.data?_routes=home", { visitor: control, to: "A" });
    expect(data.text).toContain(HOME_B_TITLE);

    // A new experiment there waits for that deploy.
    await publisher.goto("/studio/experiments");
    await publisher.getByLabel("Page").selectOption("/");
    await publisher.getByRole("button", { name: "Create the experiment" }).click();
    await publisher
      .getByText(/^This page shows a variant kept over its file until the next deploy/u)
      .waitFor();
  });
});
