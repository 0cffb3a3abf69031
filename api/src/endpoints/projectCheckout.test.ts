import { createHash } from "node:crypto";
import { ORDER_CATALOGUE } from "@workcraft/domain/data";
import {
  catalogueById,
  exclusionMessage,
  ONE_TIME_CODE_MAX_TRIES,
  ORDER_PROBLEM_WORDS,
} from "@workcraft/domain/rules";
import { desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  accessTokens,
  checkouts,
  idempotencyKeys,
  mailOutbox,
  oneTimeCodes,
  orders,
  rateLimitCounters,
  workspaces,
} from "../database/schema";
import { useServedApi } from "../testing/servedApi";
import { testDatabases } from "../testing/testDatabases";

const ORDER = {
  workspaceName: "Acme Ventures",
  email: "ada@example.com",
  planId: "builder1",
  appIds: ["fund-management", "vc-contact-management"],
  users: 5,
};

/** An app of the catalogue the API sells from, by its id. */
function catalogueApp(id: string) {
  const app = catalogueById(ORDER_CATALOGUE.apps).get(id);
  if (!app) throw new Error(`no app ${id} in the catalogue`);
  return app;
}

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown>;
    error?: { code: string; message: string; fields?: Record<string, string[]> };
  };
  headers: Headers;
}

describe.each(testDatabases)("checking out a project on $name", ({ open }) => {
  const api = useServedApi(open);

  beforeEach(async () => {
    const { db } = api.database;
    for (const table of [idempotencyKeys, orders, workspaces, accessTokens, oneTimeCodes]) {
      await db.delete(table);
    }
    await db.delete(checkouts);
    await db.delete(mailOutbox);
    await db.delete(rateLimitCounters);
  });

  async function call(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(`${api.base}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as Answer["body"],
      headers: response.headers,
    };
  }

  /** The code in the newest message of the outbox (no SMTP_URL in these tests). */
  async function mailedCode(): Promise<string> {
    const [message] = await api.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = /^(\d{6})$/mu.exec(message?.text ?? "")?.[1];
    if (!code) throw new Error("no code in the outbox");
    return code;
  }

  async function startCheckout(order: Record<string, unknown> = ORDER): Promise<string> {
    const started = await call("checkout/project", { data: order });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.data!.checkoutId as string;
  }

  async function confirmedCheckout(order: Record<string, unknown> = ORDER) {
    const checkoutId = await startCheckout(order);
    const email = order.email as string;
    expect((await call("otp/send", { email, checkoutId })).status).toBe(200);
    const checked = await call("otp/check", { email, checkoutId, code: await mailedCode() });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    return { checkoutId, token: checked.body.data!.accessToken as string };
  }

  describe("project-checkout/verify", () => {
    it("prices a valid order on the server and ignores prices the client sent", async () => {
      const answer = await call("project-checkout/verify", {
        data: { ...ORDER, price: 0, monthlyCents: 1, lines: [] },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        valid: true,
        monthlyCents: 89_900 + 29_900 + 6_000,
        yearlyCents: (89_900 + 29_900 + 6_000) * 12,
        currency: "USD",
      });
      expect((answer.body.data!.lines as { id: string }[]).map((line) => line.id)).toEqual([
        "plan:builder1",
        "app:fund-management",
        "users",
      ]);
    });

    it("names every problem of the order under its field with 422", async () => {
      const answer = await call("project-checkout/verify", {
        data: {
          ...ORDER,
          workspaceName: "x",
          planId: "builder0",
          appIds: ["fund-management", "sms-marketing", "nope"],
        },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.code).toBe("order_invalid");
      expect(Object.keys(answer.body.error!.fields!).sort()).toEqual([
        "data.appIds",
        "data.planId",
        "data.workspaceName",
      ]);
      expect(answer.body.error!.fields!["data.appIds"]).toEqual([
        'The app "nope" is not in the catalogue.',
        "Fund Management needs VC Contact Management. Add it to your order.",
        "SMS Marketing is coming soon and cannot be added to your cart yet.",
      ]);
    });

    it("refuses default apps only, and an order of the wrong shape with 400", async () => {
      const defaults = await call("project-checkout/verify", {
        data: { ...ORDER, appIds: ["dashboards"] },
      });
      expect(defaults.status).toBe(422);
      expect(defaults.body.error!.fields!["data.appIds"]).toEqual([
        "You seem to only have default-apps in your cart. To check out, you must also add some non-default apps.",
      ]);
      const shape = await call("project-checkout/verify", { data: { ...ORDER, users: "five" } });
      expect(shape.status).toBe(400);
      expect(Object.keys(shape.body.error!.fields!)).toEqual(["data.users"]);
      const notObject = await call("project-checkout/verify", { data: "order" });
      expect(notObject.body.error!.fields).toEqual({ data: ["Send the order as an object"] });
    });

    it("refuses apps that exclude one another with the domain's message", async () => {
      const vcContacts = catalogueApp("vc-contact-management");
      const contacts = catalogueApp("contact-management");
      // The catalogue says these two cannot share a workspace.
      expect(vcContacts.excludes).toContain(contacts.id);
      const answer = await call("project-checkout/verify", {
        data: { ...ORDER, appIds: [vcContacts.id, contacts.id] },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.code).toBe("order_invalid");
      expect(answer.body.error!.fields).toEqual({
        "data.appIds": [exclusionMessage(contacts.name, vcContacts.name)],
      });
    });

    it("says an order's problems in the words of the page's locale, and refuses another locale", async () => {
      const vcContacts = catalogueApp("vc-contact-management");
      const contacts = catalogueApp("contact-management");
      const order = { ...ORDER, workspaceName: "!", appIds: [vcContacts.id, contacts.id] };
      const german = await call("project-checkout/verify", { data: order, locale: "de" });
      expect(german.status).toBe(422);
      expect(german.body.error!.fields).toEqual({
        "data.workspaceName": [ORDER_PROBLEM_WORDS.de.workspaceNameInvalid],
        "data.appIds": [ORDER_PROBLEM_WORDS.de.exclusion(contacts.name, vcContacts.name)],
      });
      expect(german.body.error!.fields!["data.appIds"]![0]).toContain("lässt sich nicht mit");
      const french = await call("checkout/project", { data: order, locale: "fr" });
      expect(french.status).toBe(422);
      expect(french.body.error!.fields!["data.workspaceName"]).toEqual([
        ORDER_PROBLEM_WORDS.fr.workspaceNameInvalid,
      ]);
      const spanish = await call("project-checkout/verify", { data: ORDER, locale: "es" });
      expect(spanish.status).toBe(400);
      expect(Object.keys(spanish.body.error!.fields!)).toEqual(["locale"]);
    });

    it("refuses a plan the catalogue does not have, naming it under data.planId", async () => {
      expect(ORDER_CATALOGUE.plans.map(({ id }) => id)).not.toContain("builder9");
      const answer = await call("project-checkout/verify", {
        data: { ...ORDER, planId: "builder9" },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.code).toBe("order_invalid");
      expect(answer.body.error!.fields).toEqual({
        "data.planId": ['There is no plan "builder9".'],
      });
    });

    it("says when the workspace name is taken, whatever its case and spaces", async () => {
      const { checkoutId, token } = await confirmedCheckout();
      const created = await call(
        "project-checkout/execute",
        { data: { checkoutId } },
        { "x-auth-token": token, "idempotency-key": "first" },
      );
      expect(created.status).toBe(200);
      const again = await call("project-checkout/verify", {
        data: { ...ORDER, workspaceName: "  ACME   ventures " },
      });
      expect(again.status).toBe(422);
      expect(again.body.error!.fields).toEqual({
        "data.workspaceName": ['The workspace name "ACME   ventures" is taken. Choose another.'],
      });
    });
  });

  describe("checkout/project", () => {
    it("stores a draft priced by the server and answers its id and lines", async () => {
      const answer = await call("checkout/project", {
        data: { ...ORDER, email: " Ada@Example.com" },
      });
      expect(answer.status).toBe(200);
      const { checkoutId, lines, monthlyCents } = answer.body.data as {
        checkoutId: string;
        lines: unknown[];
        monthlyCents: number;
      };
      expect(checkoutId).toMatch(/^[0-9A-Za-z]{10}$/u);
      expect(lines).toHaveLength(3);
      const [draft] = await api.database.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      expect(draft).toMatchObject({ email: "ada@example.com", completedAt: null });
      expect(draft!.priced.monthlyCents).toBe(monthlyCents);
    });

    it("starts no checkout for an order that cannot be sold", async () => {
      const answer = await call("checkout/project", { data: { ...ORDER, appIds: [] } });
      expect(answer.status).toBe(422);
      expect(await api.database.db.select().from(checkouts)).toEqual([]);
    });

    it("stores the company and the buyer's name, trimmed, with the draft the workspace's order comes from", async () => {
      const named = { ...ORDER, company: "  Acme Trading ", contactName: " Ada Lovelace " };
      const { checkoutId, token } = await confirmedCheckout(named);
      const [draft] = await api.database.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      expect(draft!.order).toMatchObject({ company: "Acme Trading", contactName: "Ada Lovelace" });
      const executed = await call(
        "project-checkout/execute",
        { data: { checkoutId } },
        { "x-auth-token": token, "idempotency-key": "0b7e6a52-3c1f-4f0e-8d5c-2a9b1c3d4e5f" },
      );
      expect(executed.status).toBe(200);
      const [made] = await api.database.db
        .select({ order: checkouts.order })
        .from(orders)
        .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId));
      expect(made!.order).toMatchObject({ company: "Acme Trading", contactName: "Ada Lovelace" });
      const tooLong = await call("checkout/project", {
        data: { ...ORDER, company: "x".repeat(101) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error?.fields?.["data.company"]).toEqual([
        "A company name is at most 100 characters",
      ]);
    });
  });

  describe("otp/send", () => {
    it("e-mails a six-digit code and keeps only its hash", async () => {
      const checkoutId = await startCheckout();
      const answer = await call("otp/send", { email: "ada@example.com", checkoutId });
      expect(answer.status).toBe(200);
      const code = await mailedCode();
      const [message] = await api.database.db.select().from(mailOutbox);
      expect(message).toMatchObject({
        recipient: "ada@example.com",
        subject: `${code} is your Workcraft code`,
      });
      expect(message!.text).toContain('workspace "Acme Ventures"');
      const [stored] = await api.database.db.select().from(oneTimeCodes);
      expect(stored!.codeHash).not.toContain(code);
      expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
      const validFor = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
      expect(validFor).toBeGreaterThan(9.9 * 60_000);
      expect(validFor).toBeLessThanOrEqual(10 * 60_000 + 1000);
    });

    it("e-mails the code in the visitor's locale", async () => {
      const checkoutId = await startCheckout();
      const answer = await call("otp/send", { email: "ada@example.com", checkoutId, locale: "de" });
      expect(answer.status).toBe(200);
      const code = await mailedCode();
      const [message] = await api.database.db.select().from(mailOutbox);
      expect(message!.subject).toBe(`${code} ist Ihr Workcraft-Code`);
      expect(message!.text).toContain("Workspace „Acme Ventures“");
      expect(message!.text).toContain(code);
      expect(
        (await call("otp/send", { email: "ada@example.com", checkoutId, locale: "es" })).status,
      ).toBe(400);
    });

    it("answers the same whether or not the address started the checkout, and mails only it", async () => {
      const checkoutId = await startCheckout();
      const known = await call("otp/send", { email: "ada@example.com", checkoutId });
      const unknown = await call("otp/send", { email: "eve@example.com", checkoutId });
      const noCheckout = await call("otp/send", {
        email: "bob@example.com",
        checkoutId: "AAAAAAAAAA",
      });
      expect(unknown).toMatchObject({ status: known.status, body: known.body });
      expect(noCheckout).toMatchObject({ status: known.status, body: known.body });
      const sent = await api.database.db.select().from(mailOutbox);
      expect(sent.map((message) => message.recipient)).toEqual(["ada@example.com"]);
    });

    it("sends at most one code a minute to an address, whether known or not", async () => {
      const checkoutId = await startCheckout();
      for (const email of ["ada@example.com", "nobody@example.com"]) {
        expect((await call("otp/send", { email, checkoutId })).status).toBe(200);
        const again = await call("otp/send", { email, checkoutId });
        expect(again.status).toBe(429);
        expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(50);
        expect(again.body.error?.code).toBe("too_many_requests");
      }
      expect(await api.database.db.select().from(mailOutbox)).toHaveLength(1);
    });

    it("sends at most five codes an hour to an address", async () => {
      const checkoutId = await startCheckout();
      const statuses: number[] = [];
      for (let minute = 0; minute < 6; minute += 1) {
        // Each send a minute later: the per-minute window has passed, the hour's has not.
        await api.database.db.execute(
          sql`update rate_limit_counters set window_start = window_start - interval '61 seconds' where key like 'otp:minute:%'`,
        );
        statuses.push((await call("otp/send", { email: "ada@example.com", checkoutId })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it("refuses a malformed address or checkout id with 400, naming the field", async () => {
      const answer = await call("otp/send", { email: "ada@", checkoutId: "../../etc" });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error!.fields!).sort()).toEqual(["checkoutId", "email"]);
    });
  });

  describe("otp/check", () => {
    it("gives an access token for the right code, once, and stores only its hash", async () => {
      const checkoutId = await startCheckout();
      await call("otp/send", { email: "ada@example.com", checkoutId });
      const code = await mailedCode();
      const right = await call("otp/check", { email: "ada@example.com", checkoutId, code });
      expect(right.status).toBe(200);
      const { accessToken, expiresAt } = right.body.data as {
        accessToken: string;
        expiresAt: string;
      };
      expect(accessToken.length).toBeGreaterThanOrEqual(43);
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
      const [stored] = await api.database.db.select().from(accessTokens);
      expect(stored!.tokenHash).not.toBe(accessToken);
      const reused = await call("otp/check", { email: "ada@example.com", checkoutId, code });
      expect(reused.status).toBe(400);
      expect(reused.body.error?.code).toBe("code_invalid");
    });

    it("kills the code after five wrong tries, even for the right code", async () => {
      const checkoutId = await startCheckout();
      await call("otp/send", { email: "ada@example.com", checkoutId });
      const code = await mailedCode();
      const wrong = code === "000000" ? "111111" : "000000";
      const answers: Answer[] = [];
      for (let attempt = 0; attempt < ONE_TIME_CODE_MAX_TRIES; attempt += 1) {
        answers.push(
          await call("otp/check", { email: "ada@example.com", checkoutId, code: wrong }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 429]);
      expect(answers[0]!.body.error!.message).toBe("That code is not right. 4 tries are left.");
      expect(answers[3]!.body.error!.message).toBe("That code is not right. One try is left.");
      const right = await call("otp/check", { email: "ada@example.com", checkoutId, code });
      expect(right.status).toBe(429);
      expect(right.body.error?.code).toBe("code_locked");
    });

    it("gives no more than five tries to guesses sent all at once", async () => {
      const checkoutId = await startCheckout();
      await call("otp/send", { email: "ada@example.com", checkoutId });
      const code = await mailedCode();
      const guesses = Array.from({ length: 30 }, (_, index) =>
        String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0"),
      );
      const answers = await Promise.all(
        guesses.map((guess) =>
          call("otp/check", { email: "ada@example.com", checkoutId, code: guess }),
        ),
      );
      expect(answers.filter((answer) => answer.body.error?.code === "code_wrong")).toHaveLength(4);
      const [stored] = await api.database.db.select().from(oneTimeCodes);
      expect(stored!.tries).toBe(ONE_TIME_CODE_MAX_TRIES);
    });

    it("refuses an expired code, and a code of an older e-mail", async () => {
      const checkoutId = await startCheckout();
      await call("otp/send", { email: "ada@example.com", checkoutId });
      const first = await mailedCode();
      await api.database.db.execute(
        sql`update rate_limit_counters set window_start = window_start - interval '61 seconds'`,
      );
      await call("otp/send", { email: "ada@example.com", checkoutId });
      const second = await mailedCode();
      if (first !== second) {
        const old = await call("otp/check", { email: "ada@example.com", checkoutId, code: first });
        expect(old.status).toBe(400);
      }
      await api.database.db.execute(
        sql`update one_time_codes set expires_at = now() - interval '1 second'`,
      );
      const expired = await call("otp/check", {
        email: "ada@example.com",
        checkoutId,
        code: second,
      });
      expect(expired.status).toBe(400);
      expect(expired.body.error?.code).toBe("code_expired");
    });
  });

  describe("project-checkout/execute", () => {
    it("creates the workspace and its order at the draft's prices, with the token", async () => {
      const { checkoutId, token } = await confirmedCheckout();
      const answer = await call(
        "project-checkout/execute",
        { data: { checkoutId } },
        { "x-auth-token": token, "idempotency-key": "8f0c8a2e-0a4e-4a8e-9f39-5a3d1d1f3b7a" },
      );
      expect(answer.status).toBe(200);
      const { workspace, order } = answer.body.data as {
        workspace: { id: string; name: string };
        order: { monthlyCents: number; lines: unknown[] };
      };
      expect(workspace.name).toBe("Acme Ventures");
      expect(order.monthlyCents).toBe(89_900 + 29_900 + 6_000);
      expect(await api.database.db.select().from(workspaces)).toHaveLength(1);
      expect(await api.database.db.select().from(orders)).toHaveLength(1);
      const [checkout] = await api.database.db.select().from(checkouts);
      expect(checkout!.completedAt).toBeInstanceOf(Date);
    });

    it("refuses without a token, with a wrong one, and with another checkout's (401)", async () => {
      const { checkoutId } = await confirmedCheckout();
      const other = await confirmedCheckout({
        ...ORDER,
        workspaceName: "Other Co",
        email: "bob@example.com",
      });
      const cases: [Record<string, string>, string][] = [
        [{}, "auth_required"],
        [{ "x-auth-token": "not-a-token" }, "auth_invalid"],
        [{ "x-auth-token": other.token }, "auth_invalid"],
      ];
      for (const [headers, code] of cases) {
        const answer = await call(
          "project-checkout/execute",
          { data: { checkoutId } },
          { ...headers, "idempotency-key": `k-${code}` },
        );
        expect(answer.status).toBe(401);
        expect(answer.body.error?.code).toBe(code);
      }
      expect(await api.database.db.select().from(workspaces)).toEqual([]);
    });

    it("refuses an expired token", async () => {
      const { checkoutId, token } = await confirmedCheckout();
      await api.database.db.execute(
        sql`update access_tokens set expires_at = now() - interval '1 second'`,
      );
      const answer = await call(
        "project-checkout/execute",
        { data: { checkoutId } },
        { "x-auth-token": token, "idempotency-key": "k" },
      );
      expect(answer.status).toBe(401);
    });

    it("needs an Idempotency-Key", async () => {
      const { checkoutId, token } = await confirmedCheckout();
      const answer = await call(
        "project-checkout/execute",
        { data: { checkoutId } },
        { "x-auth-token": token },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe("idempotency_key_required");
    });

    it("replays the first answer for the same key and body, and refuses another body (422)", async () => {
      const { checkoutId, token } = await confirmedCheckout();
      const headers = { "x-auth-token": token, "idempotency-key": "same-key" };
      const first = await call("project-checkout/execute", { data: { checkoutId } }, headers);
      const replay = await call("project-checkout/execute", { data: { checkoutId } }, headers);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      const other = await call(
        "project-checkout/execute",
        { data: { checkoutId }, extra: true },
        headers,
      );
      expect(other.status).toBe(422);
      expect(other.body.error?.code).toBe("idempotency_key_reused");
      const stranger = await confirmedCheckout({
        ...ORDER,
        workspaceName: "Other Co",
        email: "bob@example.com",
      });
      const theirs = await call(
        "project-checkout/execute",
        { data: { checkoutId: stranger.checkoutId } },
        { "x-auth-token": stranger.token, "idempotency-key": "same-key" },
      );
      expect(theirs.status).toBe(422);
      expect(await api.database.db.select().from(workspaces)).toHaveLength(1);
    });

    it("answers 409 while a request with the same key is still running", async () => {
      const { checkoutId, token } = await confirmedCheckout();
      const body = { data: { checkoutId } };
      await api.database.db.insert(idempotencyKeys).values({
        scope: "project-checkout/execute",
        key: "running",
        requestHash: createHashOf(body),
      });
      const answer = await call("project-checkout/execute", body, {
        "x-auth-token": token,
        "idempotency-key": "running",
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe("request_in_progress");
      expect(answer.headers.get("retry-after")).toBe("1");
    });

    it("creates exactly one workspace from 20 executes sent at once with one key", async () => {
      const { checkoutId, token } = await confirmedCheckout();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(
            "project-checkout/execute",
            { data: { checkoutId } },
            {
              "x-auth-token": token,
              "idempotency-key": "one-key-for-twenty",
            },
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.every((status) => status === 200 || status === 409),
        String(statuses),
      ).toBe(true);
      const created = answers.filter((answer) => answer.status === 200);
      expect(created.length).toBeGreaterThanOrEqual(1);
      const ids = new Set(
        created.map((answer) => (answer.body.data!.workspace as { id: string }).id),
      );
      expect(ids.size).toBe(1);
      expect(await api.database.db.select().from(workspaces)).toHaveLength(1);
      expect(await api.database.db.select().from(orders)).toHaveLength(1);
    });

    it("gives one name to one workspace when two checkouts race for it", async () => {
      const first = await confirmedCheckout();
      const second = await confirmedCheckout({ ...ORDER, email: "bob@example.com" });
      const answers = await Promise.all(
        [first, second].map(({ checkoutId, token }) =>
          call(
            "project-checkout/execute",
            { data: { checkoutId } },
            {
              "x-auth-token": token,
              "idempotency-key": `race-${checkoutId}`,
            },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body.error?.code).toBe("workspace_name_taken");
      expect(await api.database.db.select().from(workspaces)).toHaveLength(1);
    });

    it("answers a checkout executed again under a new key with the workspace it made", async () => {
      const { checkoutId, token } = await confirmedCheckout();
      const first = await call(
        "project-checkout/execute",
        { data: { checkoutId } },
        {
          "x-auth-token": token,
          "idempotency-key": "a",
        },
      );
      const second = await call(
        "project-checkout/execute",
        { data: { checkoutId } },
        {
          "x-auth-token": token,
          "idempotency-key": "b",
        },
      );
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await api.database.db.select().from(workspaces)).toHaveLength(1);
    });
  });
});

/** The hash the API keeps of a request body, to stand in for a request still running. */
function createHashOf(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}
