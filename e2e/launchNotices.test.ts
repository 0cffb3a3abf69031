import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations } from "./browser";
import type { ReceivedMail } from "./mailbox";
import { rowsIn } from "./siteProcess";
import { dataOf, studioSitePerFile } from "./studioSite";

/*
 * A launch notice from end to end, against a real SMTP server: visitors vote for a coming-soon
 * app and ask to be told when it ships, confirm (or not) by the mailed link, one unsubscribes
 * from the confirmation mail, and a publisher announces the launch in the Studio. Exactly one
 * mail goes out, with the one-click unsubscribe of RFC 8058, and the site says the app is out.
 */

const PUBLISHER = "lee@studio.example";
const ADA = "ada@visitor.example";
const BEA = "bea@visitor.example";
const CY = "cy@visitor.example";

const APP = "SMS Marketing";
const APP_KEY = "sms-marketing";
const APP_PATH = "/business-app/apps/sms-marketing";

const studio = studioSitePerFile([{ email: PUBLISHER, role: "publisher", name: "Lee" }]);

/** How long the site may take to show what it was told, on a busy machine. */
const SETTLES = { timeout: 15_000 };

/** A link of `mail` to the site's page `page` (with its token), as a path on the server under test. */
function linkIn(mail: ReceivedMail, page: "confirm" | "unsubscribe"): string {
  const link = new RegExp(
    `https?://\\S+/launch-notices/${page}\\?token=[A-Za-z0-9_-]{43}`,
    "u",
  ).exec(mail.text)?.[0];
  if (!link) throw new Error(`The mail "${mail.subject}" holds no ${page} link:\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The one-click address of `mail`'s `List-Unsubscribe` header, as a path on the server. */
function oneClickPathOf(mail: ReceivedMail): string {
  const header = mail.headers.get("list-unsubscribe") ?? "";
  const link = /^<(https?:\/\/[^>]+)>$/u.exec(header)?.[1];
  if (!link) throw new Error(`"${mail.subject}" has no List-Unsubscribe address: "${header}"`);
  const url = new URL(link);
  expect(url.pathname).toBe("/api/v2/launch-notices/unsubscribe");
  return `${url.pathname}${url.search}`;
}

/** Votes for the app (on the page the tab shows) and asks to be e-mailed at `address`. */
async function voteAndAsk(page: Page, address: string): Promise<void> {
  await page
    .getByRole("button", { name: new RegExp(`^Vote for ${APP} \\d+ votes?$`, "u") })
    .click(SETTLES);
  await page.getByLabel("Your e-mail address").fill(address);
  await page.getByLabel(`Yes, e-mail me when ${APP} ships`, { exact: false }).check();
  await page.getByRole("button", { name: "Notify me" }).click();
  await page
    .getByText(`Almost done: we sent a link to ${address}.`, { exact: false })
    .waitFor(SETTLES);
}

/** The outbox's mails not yet sent, as the server's database has them. */
async function unsentMails(): Promise<number> {
  const [row] = await rowsIn<{ count: string }>(
    studio.site().databaseUrl,
    "select count(*) as count from mail_outbox where sent_at is null",
  );
  return Number(row?.count);
}

/** Waits until the outbox has sent all it holds (a launch mail goes out paced, after the answer). */
async function outboxSent(): Promise<void> {
  for (let waited = 0; (await unsentMails()) > 0; waited += 200) {
    if (waited > 30_000) throw new Error("The outbox still holds unsent mail after 30 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a launch notice", () => {
  it("mails the one confirmed, still subscribed visitor once when the Studio announces the launch, with a one-click unsubscribe, and the site shows the app out at once", async () => {
    const mailbox = studio.mailbox();

    // Three visitors vote on the app's own page, which says the app is coming soon, and each
    // asks to be told.
    const [ada, bea, cy] = await Promise.all([1, 2, 3].map(() => studio.newVisitor()));
    for (const [page, address] of [
      [ada!, ADA],
      [bea!, BEA],
      [cy!, CY],
    ] as const) {
      await page.goto(APP_PATH);
      expect(await page.getByRole("main").getByText("Coming soon", { exact: true }).count()).toBe(
        2,
      );
      await voteAndAsk(page, address);
    }
    expect(await accessibilityViolations(ada!)).toEqual([]);

    // One confirmation mail each, with the one-click unsubscribe of RFC 8058.
    const confirmations = await Promise.all([ADA, BEA, CY].map((to) => mailbox.nextMailTo(to)));
    for (const mail of confirmations) {
      expect(mail.subject).toBe(`Please confirm: we'll let you know when ${APP} is ready`);
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      oneClickPathOf(mail);
    }
    const [toAda, toBea] = confirmations as [ReceivedMail, ReceivedMail, ReceivedMail];

    // Ada and Bea confirm; Cy never does.
    for (const [page, mail] of [
      [ada!, toAda],
      [bea!, toBea],
    ] as const) {
      await page.goto(linkIn(mail, "confirm"));
      await page.getByRole("heading", { name: "Your address is confirmed" }).waitFor(SETTLES);
    }
    expect(await accessibilityViolations(ada!)).toEqual([]);
    // A confirmation link works once.
    await ada!.goto(linkIn(toAda, "confirm"));
    await ada!.getByRole("heading", { name: "This link has been used already" }).waitFor(SETTLES);

    // Bea unsubscribes from her confirmation mail's visible link: opening it changes nothing,
    // the button does.
    await bea!.goto(linkIn(toBea, "unsubscribe"));
    await bea!.getByRole("button", { name: "Unsubscribe" }).waitFor(SETTLES);
    expect(await accessibilityViolations(bea!)).toEqual([]);
    await bea!.getByRole("button", { name: "Unsubscribe" }).click();
    await bea!.getByRole("heading", { name: "You are unsubscribed" }).waitFor(SETTLES);

    // The publisher sees exactly whom the announcement mails, and announces.
    const lee = await studio.signedIn(PUBLISHER);
    await lee.goto("/studio/roadmap");
    const row = lee.getByRole("row", { name: new RegExp(`^${APP}`, "u") });
    await row.waitFor(SETTLES);
    expect(await row.getByRole("cell").nth(1).textContent()).toBe("1");
    expect(await accessibilityViolations(lee)).toEqual([]);
    await row.getByRole("button", { name: `Announce launch of ${APP}` }).click();
    const question = lee.getByRole("alertdialog");
    await question.getByText("1 person will get the launch mail", { exact: false }).waitFor();
    await question.getByRole("button", { name: "Announce and mail 1 person" }).click();
    await lee
      .getByRole("status")
      .getByText(`${APP} is launched. 1 launch mail is on the way.`)
      .waitFor(SETTLES);

    // Exactly one launch mail, to Ada, with the RFC 8058 headers and a link to the app's page.
    const launch = await mailbox.nextMailTo(ADA);
    expect(launch.subject).toBe(`${APP} is here`);
    expect(launch.text).toMatch(new RegExp(`https?://\\S+${APP_PATH}\\b`, "u"));
    expect(launch.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    linkIn(launch, "unsubscribe");
    await outboxSent();
    expect([mailbox.unread(ADA), mailbox.unread(BEA), mailbox.unread(CY)]).toEqual([0, 0, 0]);

    // The mail client's one-click button: a form POST without a cookie unsubscribes Ada.
    const oneClick = await fetch(`${studio.site().url}${oneClickPathOf(launch)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status, await oneClick.clone().text()).toBe(200);
    const suppressed = await rowsIn<{ count: string }>(
      studio.site().databaseUrl,
      "select count(*) as count from mail_suppressions",
    );
    expect(Number(suppressed[0]?.count)).toBe(2);

    // Announcing again sends nothing new.
    const again = await studio.studioCall(lee, "roadmap/announce", { key: APP_KEY });
    expect(await dataOf(again)).toMatchObject({
      key: APP_KEY,
      alreadyLaunched: true,
      mailsWritten: 0,
    });
    await outboxSent();
    expect([mailbox.unread(ADA), mailbox.unread(BEA), mailbox.unread(CY)]).toEqual([0, 0, 0]);

    // The site shows the launch at once, without a build: the app's page no longer says it is
    // coming soon and takes no more votes, and its cart takes it.
    await ada!.goto(APP_PATH);
    await ada!.locator("[data-app-loaded]").waitFor(SETTLES);
    expect(await ada!.getByRole("main").getByText("Coming soon", { exact: true }).count()).toBe(0);
    expect(await ada!.getByRole("button", { name: /^Vote(d)? for/u }).count()).toBe(0);
    await ada!.getByRole("button", { name: `Add to cart: ${APP}` }).click();
    await ada!.getByRole("button", { name: `In cart: ${APP}` }).waitFor(SETTLES);

    // A roadmap app announced with nobody waiting for it: the roadmap says since when at once,
    // with its final count, and takes no more votes.
    await cy!.goto("/");
    await cy!.getByRole("button", { name: /^Vote for eSignature \d+ votes?$/u }).waitFor(SETTLES);
    const roadmapLaunch = await studio.studioCall(lee, "roadmap/announce", { key: "eSignature" });
    expect(await dataOf(roadmapLaunch)).toMatchObject({ alreadyLaunched: false, mailsWritten: 0 });
    await cy!.reload();
    await cy!
      .locator("[data-launched]")
      .getByText(/^Launched on /u)
      .waitFor(SETTLES);
    expect(await cy!.getByRole("button", { name: /^Vote(d)? for eSignature/u }).count()).toBe(0);
    expect(await accessibilityViolations(cy!)).toEqual([]);
  });
});
