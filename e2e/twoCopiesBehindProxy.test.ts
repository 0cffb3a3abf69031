import { randomUUID } from "node:crypto";
import { request, type IncomingHttpHeaders } from "node:http";
import { API_BASE_PATH, createId, STUDIO_SESSION_COOKIE } from "@workcraft/domain/rules";
import type { CreatedWorkspace, StudioPage } from "@workcraft/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOSE_ANSWER, startLoadBalancer, TO_COPY, type LoadBalancer } from "./loadBalancer";
import { startSiteCopies, type SiteCopies } from "./siteCopies";
import { rowsIn } from "./siteProcess";
import { addStudioPeople, useCasePage } from "./studioSite";

/*
 * The site past one machine: two copies of the server on one PostgreSQL database behind a load
 * balancer that appends to X-Forwarded-For and X-Forwarded-Proto, the copies started with
 * TRUSTED_PROXY_HOPS=1 and SITE_URL naming the balancer. Every request here goes through the
 * balancer, which sends it to the next copy in turn or to the copy a test names. What one copy
 * counted or made, the other must know: the rate limits, an execute's idempotency key, a vote,
 * a Studio publish. Visitors come from addresses of their own on the loopback network
 * (127.0.0.2, 127.0.0.3), as the balancer sees people from theirs.
 */

const ANA = "127.0.0.2";
const BEN = "127.0.0.3";
/** Leads the API takes from one address in 10 minutes (`LEAD_LIMITS` in api/src/endpoints/formCapture.ts). */
const LEADS_PER_ADDRESS = 10;
const PUBLISHER = "noa@behind-proxy.example";

let balancer: LoadBalancer | undefined;
let site: SiteCopies | undefined;

beforeAll(async () => {
  // The balancer first: the copies are started knowing its address, their public origin.
  balancer = await startLoadBalancer();
  site = await startSiteCopies({
    environment: { TRUSTED_PROXY_HOPS: "1", SITE_URL: balancer.url },
  });
  await addStudioPeople(site.database.url, [{ email: PUBLISHER, role: "publisher", name: "Noa" }]);
  const [a, b] = site.copies;
  balancer.balanceOver([
    { name: "A", url: a!.url },
    { name: "B", url: b!.url },
  ]);
}, 120_000);

afterAll(async () => {
  await balancer?.close();
  await site?.stop();
});

/** An answer as the client got it through the balancer. */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Asks the balancer for `path`, from the loopback address `from`, over a connection of its own.
 * A body is sent as JSON with the balancer's `Origin`, as the site's pages send it. `to` names
 * the copy that must take it; otherwise the balancer's turn decides.
 */
function ask(
  path: string,
  {
    body,
    from = "127.0.0.1",
    to,
    headers = {},
  }: { body?: unknown; from?: string; to?: "A" | "B"; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const sent = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const asking = request(
      new URL(path, balancer!.url),
      {
        method: sent === undefined ? "GET" : "POST",
        localAddress: from,
        agent: false,
        headers: {
          ...(sent === undefined
            ? {}
            : { "Content-Type": "application/json", Origin: balancer!.url }),
          ...(to ? { [TO_COPY]: to } : {}),
          ...headers,
        },
      },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (text += chunk));
        answer.once("end", () =>
          resolve({ status: answer.statusCode!, headers: answer.headers, text }),
        );
        answer.once("error", reject);
      },
    );
    asking.once("error", reject);
    asking.end(sent);
  });
}

/** Calls `/api/v2/<call>` through the balancer with `body`. */
const call = (path: string, body: unknown, options: Parameters<typeof ask>[1] = {}) =>
  ask(`${API_BASE_PATH}/${path}`, { ...options, body });

/** The `data` of a 200 answer (the test fails, with the answer, on any other). */
function dataOf<T>(answer: Answer): T {
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { data: T }).data;
}

/** Which copies took the requests for `path` the balancer passed on, with their statuses. */
const passedFor = (path: string) =>
  balancer!
    .passed()
    .filter((passed) => passed.path === `${API_BASE_PATH}/${path}`)
    .map(({ copy, status }) => `${copy} ${status}`);

/** The rows `query` selects from the copies' database. */
const rowsOf = <T>(query: string, values: unknown[] = []) =>
  rowsIn<T>(site!.database.url, query, values);

describe("two copies of the server behind a load balancer, on one PostgreSQL database", () => {
  it("count a visitor's requests together, by the address the balancer saw", async () => {
    const lead = (from: string, headers: Record<string, string> = {}) =>
      call(
        "form-capture/send",
        { formName: "contact", data: { email: "ana@behind-proxy.example", message: "Hello" } },
        { from, headers },
      );
    // The balancer takes turns: Ana's leads are split between the copies.
    for (let sent = 0; sent < LEADS_PER_ADDRESS; sent += 1) {
      expect((await lead(ANA)).status).toBe(200);
    }
    expect(passedFor("form-capture/send")).toEqual(
      Array.from({ length: LEADS_PER_ADDRESS }, (_, index) => `${"AB"[index % 2]} 200`),
    );

    // Each copy took 5; counted apart, either would take more.
    const refused = await lead(ANA);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await lead(ANA)).status).toBe(429);
    expect(passedFor("form-capture/send").slice(-2)).toEqual(["A 429", "B 429"]);

    // An address Ana writes herself stays left of the balancer's, which is the one counted.
    expect((await lead(ANA, { "X-Forwarded-For": "203.0.113.7" })).status).toBe(429);
    // Ben, behind the same balancer, is a visitor of his own.
    expect((await lead(BEN)).status).toBe(200);
  });

  it("answer an execute retried on the other copy, with the same key, with the workspace the first made", async () => {
    const email = "ada@behind-proxy.example";
    const { checkoutId } = dataOf<{ checkoutId: string }>(
      await call("checkout/project", {
        data: {
          workspaceName: "Behind The Balancer",
          email,
          planId: "builder1",
          appIds: ["fund-management", "vc-contact-management"],
          users: 5,
        },
      }),
    );
    dataOf(await call("otp/send", { email, checkoutId }));
    const { text } = await site!.mailbox.nextMailTo(email);
    const code = /^(\d{6})$/mu.exec(text)?.[1];
    expect(code, text).toBeDefined();
    const { accessToken } = dataOf<{ accessToken: string }>(
      await call("otp/check", { email, checkoutId, code }),
    );

    const key = randomUUID();
    const execute = (to: "A" | "B", headers: Record<string, string> = {}) =>
      call(
        "project-checkout/execute",
        { data: { checkoutId } },
        { to, headers: { "X-Auth-Token": accessToken, "Idempotency-Key": key, ...headers } },
      );
    // A makes the workspace, but the connection breaks before its answer reaches the client...
    await expect(execute("A", { [LOSE_ANSWER]: "1" })).rejects.toThrow();
    expect(passedFor("project-checkout/execute")).toEqual(["A 200"]);

    // ...which asks again with the same key, and the balancer sends it to B.
    const retried = await execute("B");
    const { workspace } = dataOf<CreatedWorkspace>(retried);
    expect(retried.headers["idempotent-replayed"]).toBe("true");
    const made = await rowsOf<{ id: string; name: string }>(
      "select id, name from workspaces where checkout_id = $1",
      [checkoutId],
    );
    expect(made).toEqual([{ id: workspace.id, name: "Behind The Balancer" }]);
    // The same key with another body is another request, on either copy.
    const reused = await call(
      "project-checkout/execute",
      { data: { checkoutId }, again: true },
      { to: "A", headers: { "X-Auth-Token": accessToken, "Idempotency-Key": key } },
    );
    expect(reused.status, reused.text).toBe(422);
  });

  it("count a vote sent to both copies at the same moment once", async () => {
    const visitor = { "X-Visitor-Id": createId() };
    type Votes = Record<string, { votes: number; wasVoted: boolean }>;
    const before = dataOf<Votes>(await call("roadmap/list", {}, { headers: visitor }));
    const was = before["e-learning"]!.votes;

    const votes = await Promise.all(
      (["A", "B"] as const).map((to) =>
        call("roadmap/vote", { key: "e-learning" }, { to, from: ANA, headers: visitor }),
      ),
    );
    const answers = votes.map((vote) => dataOf<{ counted: boolean; votes: number }>(vote));
    expect(answers.map(({ counted }) => counted).sort()).toEqual([false, true]);
    expect(answers.map((answer) => answer.votes)).toEqual([was + 1, was + 1]);

    for (const to of ["A", "B"] as const) {
      const after = dataOf<Votes>(await call("roadmap/list", {}, { to, headers: visitor }));
      expect(after["e-learning"], `on ${to}`).toEqual({ votes: was + 1, wasVoted: true });
    }
  });

  it("serve on one copy a page the Studio published on the other, signed in through the balancer", async () => {
    dataOf(await call("studio/sign-in/send", { email: PUBLISHER }, { to: "A" }));
    // The link points at the balancer (SITE_URL), not at the copy that sent it.
    const { text } = await site!.mailbox.nextMailTo(PUBLISHER);
    expect(text).toContain(`${balancer!.url}/studio/sign-in?token=`);
    const token = /\/studio\/sign-in\?token=([A-Za-z0-9_-]+)/u.exec(text)?.[1];
    expect(token, text).toBeDefined();
    // A client's own "https" is not believed: the balancer says it came over plain HTTP.
    const opened = await call(
      "studio/sign-in/open",
      { token },
      { to: "B", headers: { "X-Forwarded-Proto": "https" } },
    );
    dataOf(opened);
    const cookie = String(opened.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${STUDIO_SESSION_COOKIE}=`, "u"));
    expect(cookie).not.toMatch(/;\s*Secure/iu);
    const session = { Cookie: cookie.split(";")[0]! };

    const path = "/use-case/fleet-crm-behind-proxy";
    const title = "Fleet CRM, published behind the balancer";
    const studio = (name: string, body: unknown) =>
      call(`studio/${name}`, body, { to: "A", headers: session });
    const created = dataOf<StudioPage>(
      await studio("pages/create", { path, page: useCasePage(title, "Fleet CRM (balanced)") }),
    );
    expect((await ask(path, { to: "B" })).status).toBe(404);
    dataOf(await studio("pages/publish", { id: created.id, revision: created.revision }));

    const onB = await ask(path, { to: "B" });
    expect(onB.status).toBe(200);
    expect(/<title>([^<]*)<\/title>/u.exec(onB.text)?.[1]).toContain(title);
    // A cache that asks the other copy with the tag it has gets a 304: both render it alike.
    const onA = await ask(path, {
      to: "A",
      headers: { "If-None-Match": String(onB.headers.etag) },
    });
    expect(onA.status).toBe(304);
  });
});
