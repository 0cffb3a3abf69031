import { serve, type ServerType } from "@hono/node-server";
import {
  createApi,
  openDatabase,
  type DatabaseHandle,
  type MailMessage,
  type Mailer,
} from "@workcraft/api";
import type { AskLaunchNoticeRequest } from "@workcraft/domain/api";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInPerson, studioCall } from "../../../api/src/testing/studioCalls";
import { callApi } from "../api/apiClient";
import { defaultPageFrame } from "../stores/pageFrame";
import { UiStore } from "../stores/UiStore";
import { VotesStore } from "../stores/VotesStore";
import { launchNoticePath, launchNoticeTokenOf } from "./launchNoticePaths";
import { askFailureOf } from "./askOutcome";
import { linkOutcomeOf } from "./launchNoticeOutcome";

/*
 * The site's reading of the launch notice calls, against the real API: the pages its mails link
 * to are the site's routes, and each answer a visitor can meet comes to the outcome the site's
 * screens say.
 */

let database: DatabaseHandle;
let server: ServerType;
let origin: string;
/** What the API mailed, as it wrote it to the outbox. */
const mails: MailMessage[] = [];

const recordingMailer: Mailer = {
  queue: async (_db, message) => {
    mails.push(message);
    return mails.length;
  },
  queueAll: async (_db, messages) => {
    mails.push(...messages);
    return messages.length;
  },
  deliverWaiting: async () => undefined,
  stop: () => undefined,
};

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  const api = createApi({ database, mailer: recordingMailer });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

/** Why a call failed, as the site's client rejects it. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("The call did not fail");
}

/** The site's pages a mail links to, read from its text. */
function linksIn(mail: MailMessage) {
  const urls = [...mail.text.matchAll(/https?:\/\/\S+/gu)].map(([url]) => new URL(url));
  const page = (path: string) => urls.find((url) => url.pathname === path);
  return { urls, page };
}

const ask = (body: AskLaunchNoticeRequest) => callApi("launch-notices/ask", body, { origin });

describe("a launch notice's calls as the site reads them", () => {
  it("mail a German visitor links to the site's German pages, whose tokens the pages read", async () => {
    const answer = await ask({
      key: "online-surveys",
      email: "ada@example.com",
      consent: true,
      locale: "de",
    });
    expect(answer).toEqual({ asked: true, validForHours: 48 });
    const mail = mails.find((candidate) => candidate.to === "ada@example.com");
    expect(mail).toBeDefined();
    const { page } = linksIn(mail!);
    const confirm = page(launchNoticePath("confirm", "de"));
    const unsubscribe = page(launchNoticePath("unsubscribe", "de"));
    expect(confirm, mail!.text).toBeDefined();
    expect(unsubscribe, mail!.text).toBeDefined();
    const token = launchNoticeTokenOf(confirm!.searchParams)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);

    await expect(callApi("launch-notices/confirm", { token }, { origin })).resolves.toEqual({
      key: "online-surveys",
      confirmed: true,
    });
    // Opened again: used, which the page tells apart from a wrong link.
    expect(
      linkOutcomeOf(await failureOf(callApi("launch-notices/confirm", { token }, { origin }))),
    ).toBe("used");

    const unsubscribeToken = launchNoticeTokenOf(unsubscribe!.searchParams)!;
    await expect(
      callApi("launch-notices/unsubscribe", { token: unsubscribeToken }, { origin }),
    ).resolves.toEqual({ unsubscribed: true });
  });

  it("find a forged or cut-short link not valid", async () => {
    const forged = "A".repeat(43);
    for (const call of [
      callApi("launch-notices/confirm", { token: forged }, { origin }),
      callApi("launch-notices/unsubscribe", { token: forged }, { origin }),
      callApi("launch-notices/confirm", { token: forged.slice(0, 20) }, { origin }),
    ]) {
      expect(linkOutcomeOf(await failureOf(call))).toBe("unknown");
    }
  });

  it("name the field the API refused: an address that is none, a box not ticked", async () => {
    expect(
      askFailureOf(
        await failureOf(ask({ key: "sms-marketing", email: "not an address", consent: true })),
      ),
    ).toEqual({ kind: "problems", problems: { email: "invalid" } });
    const unticked = { key: "sms-marketing", email: "bob@example.com", consent: false };
    expect(
      askFailureOf(await failureOf(ask(unticked as unknown as AskLaunchNoticeRequest))),
    ).toEqual({ kind: "problems", problems: { consent: "missing" } });
  });

  it("once the Studio announces a launch: the list says when, a vote is refused, an ask says shipped and the app's page says it is available", async () => {
    const ui = new UiStore(defaultPageFrame, { desktopMinWidth: 992 });
    const votes = new VotesStore(ui, null, origin);
    await votes.load();
    expect(votes.launchedAt("whatsapp-marketing")).toBeUndefined();

    const publisher = await signedInPerson(database, "publisher");
    const announced = await studioCall(
      `${origin}/api/v2`,
      "roadmap/announce",
      { key: "whatsapp-marketing" },
      publisher.headers,
    );
    expect(announced.status).toBe(200);

    // The page was open before the launch: the vote is refused, rolled back, and the list read
    // again says since when.
    await votes.vote("whatsapp-marketing");
    expect(votes.record("whatsapp-marketing").wasVoted).toBe(false);
    expect(ui.toast?.message).toMatch(/^Your vote was not counted\./u);
    await vi.waitFor(() =>
      expect(votes.launchedAt("whatsapp-marketing")).toBe(
        (announced.body.data as { launchedAt: string }).launchedAt,
      ),
    );

    expect(
      askFailureOf(
        await failureOf(ask({ key: "whatsapp-marketing", email: "cy@example.com", consent: true })),
      ),
    ).toEqual({ kind: "shipped" });
    const app = await callApi(
      "app-store/get-app-by-slug",
      { slug: "whatsapp-marketing" },
      { origin },
    );
    expect(app.comingSoon).toBe(false);
  });
});
