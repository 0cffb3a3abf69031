import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, launchBrowserPerFile } from "./browser";

const { newPage } = launchBrowserPerFile();

/** How long the page may take to show what it was told, on a busy machine. */
const SETTLES = { timeout: 10_000 };

/**
 * Opens `path` in `page` and waits for the roadmap to load the database's counts: the roadmap
 * asks for them from an effect, so once they have arrived the page has hydrated too.
 */
async function openRoadmap(page: Page, path: string): Promise<void> {
  const listed = page.waitForResponse((response) =>
    response.url().endsWith("/api/v2/roadmap/list"),
  );
  await page.goto(path);
  expect((await listed).status()).toBe(200);
}

/** The roadmap's vote button for `name`, whatever its count and state. */
const voteButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^Vote(d)? for ${name} \\d+ votes?$`, "u") });

/** What the vote button of `name` says now: its count and whether it is pressed. */
async function voteState(page: Page, name: string) {
  const label = await accessibleName(page, name);
  return {
    votes: Number(/(\d+) votes?$/u.exec(label)?.[1]),
    pressed: await voteButton(page, name).getAttribute("aria-pressed"),
  };
}

/** The accessible name of the vote button of `name`, as the accessibility tree has it. */
async function accessibleName(page: Page, name: string): Promise<string> {
  const snapshot = await voteButton(page, name).ariaSnapshot();
  // `- button "Vote for eSignature 250 votes" [pressed]`
  return /button "([^"]+)"/u.exec(snapshot)?.[1] ?? "";
}

/**
 * Holds the page's next `roadmap/vote` request at the network: the returned promise gives its
 * route once the browser has sent it, for the test to answer when it chooses (within the API
 * client's 5 seconds).
 */
async function holdNextVote(page: Page): Promise<() => Promise<Route>> {
  let arrived: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => (arrived = resolve));
  await page.route("**/api/v2/roadmap/vote", (route) => arrived(route), { times: 1 });
  return () => held;
}

/**
 * A CSS selector of the roadmap block on the page (the innermost section around its vote
 * buttons), for axe to check the roadmap's own states: the page around it is as served.
 */
async function roadmapBlock(page: Page): Promise<string> {
  const section = page.locator("section", { has: voteButton(page, "eSignature") }).last();
  const heading = await section.getAttribute("aria-labelledby");
  expect(heading).toBeTruthy();
  return `section[aria-labelledby="${heading}"]`;
}

/** Counts the page's `roadmap/vote` requests from now on. */
function voteRequests(page: Page): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v2/roadmap/vote")) sent += 1;
  });
  return () => sent;
}

describe("roadmap votes", () => {
  it("counts one vote per visitor, keeps it over a reload and shows it to another visitor", async () => {
    const page = await newPage();
    await openRoadmap(page, "/");
    const before = await voteState(page, "eSignature");
    expect(before.pressed).toBe("false");
    expect(before.votes).toBeGreaterThanOrEqual(250);
    expect(await accessibilityViolations(page, await roadmapBlock(page))).toEqual([]);

    const sent = voteRequests(page);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith("/api/v2/roadmap/vote"),
    );
    await voteButton(page, "eSignature").click();
    expect((await answered).status()).toBe(200);
    await expect
      .poll(() => voteState(page, "eSignature"), SETTLES)
      .toEqual({ votes: before.votes + 1, pressed: "true" });
    expect(await accessibleName(page, "eSignature")).toBe(
      `Voted for eSignature ${before.votes + 1} votes`,
    );
    expect(await accessibilityViolations(page, await roadmapBlock(page))).toEqual([]);

    // A second click on the pressed button sends nothing and changes nothing...
    await voteButton(page, "eSignature").click({ force: true });
    expect(sent()).toBe(1);
    // ...and the API itself counts this visitor once, even when asked directly.
    const again = await page.evaluate(async () => {
      const response = await fetch("/api/v2/roadmap/vote", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Visitor-Id": localStorage.getItem("workcraft.visitorId") ?? "",
        },
        body: JSON.stringify({ key: "eSignature" }),
      });
      return ((await response.json()) as { data: { counted: boolean; votes: number } }).data;
    });
    expect(again).toEqual({ key: "eSignature", counted: false, votes: before.votes + 1 });

    // After a reload the vote is still this visitor's, and still one.
    await openRoadmap(page, "/");
    await expect
      .poll(() => voteState(page, "eSignature"), SETTLES)
      .toEqual({ votes: before.votes + 1, pressed: "true" });

    // Another browser (a visitor of its own) sees the new count, not voted.
    const other = await newPage();
    await openRoadmap(other, "/release-notes");
    await expect
      .poll(() => voteState(other, "eSignature"), SETTLES)
      .toEqual({ votes: before.votes + 1, pressed: "false" });
    expect(await accessibilityViolations(other, await roadmapBlock(other))).toEqual([]);
    await other.context().close();
    await page.context().close();
  });

  it("sends one vote for a double click", async () => {
    const page = await newPage();
    await openRoadmap(page, "/release-notes");
    const before = await voteState(page, "Recruitment");
    const sent = voteRequests(page);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith("/api/v2/roadmap/vote"),
    );
    await voteButton(page, "Recruitment").dblclick();
    await answered;
    await expect
      .poll(() => voteState(page, "Recruitment"), SETTLES)
      .toEqual({ votes: before.votes + 1, pressed: "true" });
    expect(sent()).toBe(1);
    await page.context().close();
  });

  it("votes with the keyboard alone", async () => {
    const page = await newPage();
    await openRoadmap(page, "/release-notes");
    const before = await voteState(page, "E-Learning");
    // Tab through the page from its start until the button has focus.
    const onButton = () =>
      page.evaluate(
        () =>
          document.activeElement instanceof HTMLButtonElement &&
          (document.activeElement.textContent ?? "").startsWith("Vote for E-Learning"),
      );
    let presses = 0;
    while (!(await onButton()) && presses < 200) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    expect(presses).toBeLessThan(200);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith("/api/v2/roadmap/vote"),
    );
    await page.keyboard.press("Enter");
    await answered;
    await expect
      .poll(() => voteState(page, "E-Learning"), SETTLES)
      .toEqual({ votes: before.votes + 1, pressed: "true" });
    // Focus stays on the button, which now says it is voted.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-pressed"))).toBe(
      "true",
    );
    await page.context().close();
  });

  it("takes a refused vote back and says why", async () => {
    const page = await newPage();
    await openRoadmap(page, "/release-notes");
    const before = await voteState(page, "Employees");
    await page.route("**/api/v2/roadmap/vote", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Content-Type": "application/json", "Retry-After": "60" },
        body: JSON.stringify({ error: { code: "rate_limited", message: "Too many votes." } }),
      }),
    );
    await voteButton(page, "Employees").click();
    await page
      .getByText("Your vote was not counted. Too many tries. Please wait 1 minute and try again.")
      .waitFor();
    expect(await voteState(page, "Employees")).toEqual({ votes: before.votes, pressed: "false" });
    expect(await accessibilityViolations(page, await roadmapBlock(page))).toEqual([]);
    await page.context().close();
  });

  it("counts a vote at once, before the API answers, and takes it back when the API then refuses", async () => {
    const page = await newPage();
    await openRoadmap(page, "/release-notes");
    const before = await voteState(page, "Feedback Survey");
    expect(before.pressed).toBe("false");
    const heldVote = await holdNextVote(page);
    await voteButton(page, "Feedback Survey").click();
    const route = await heldVote();

    // The request is on its way and unanswered, yet the button already counts the vote.
    await expect
      .poll(() => voteState(page, "Feedback Survey"), SETTLES)
      .toEqual({ votes: before.votes + 1, pressed: "true" });
    expect(await accessibleName(page, "Feedback Survey")).toBe(
      `Voted for Feedback Survey ${before.votes + 1} votes`,
    );

    await route.fulfill({
      status: 429,
      headers: { "Content-Type": "application/json", "Retry-After": "120" },
      body: JSON.stringify({ error: { code: "rate_limited", message: "Too many votes." } }),
    });
    await page
      .getByText("Your vote was not counted. Too many tries. Please wait 2 minutes and try again.")
      .waitFor(SETTLES);
    expect(await voteState(page, "Feedback Survey")).toEqual({
      votes: before.votes,
      pressed: "false",
    });
    expect(await accessibilityViolations(page, await roadmapBlock(page))).toEqual([]);
    await page.context().close();
  });

  it("counts a vote at once, before the API answers, and keeps it when the API then counts it", async () => {
    const page = await newPage();
    await openRoadmap(page, "/release-notes");
    const before = await voteState(page, "Document Management");
    expect(before.pressed).toBe("false");
    const heldVote = await holdNextVote(page);
    await voteButton(page, "Document Management").click();
    const route = await heldVote();

    await expect
      .poll(() => voteState(page, "Document Management"), SETTLES)
      .toEqual({ votes: before.votes + 1, pressed: "true" });

    // Let the held request through to the real API, which counts it in the database.
    const answered = page.waitForResponse((response) =>
      response.url().endsWith("/api/v2/roadmap/vote"),
    );
    await route.continue();
    const answer = await answered;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { counted: boolean } }).data.counted).toBe(true);
    expect(await voteState(page, "Document Management")).toEqual({
      votes: before.votes + 1,
      pressed: "true",
    });
    expect(await page.getByText("Your vote was not counted.", { exact: false }).count()).toBe(0);

    // The count is the database's: a reload shows it again.
    await openRoadmap(page, "/release-notes");
    await expect
      .poll(() => voteState(page, "Document Management"), SETTLES)
      .toEqual({ votes: before.votes + 1, pressed: "true" });
    await page.context().close();
  });
});
