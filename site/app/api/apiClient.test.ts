import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { RoadmapKey } from "@workcraft/domain/rules";
import type { LibraryImages, LibraryImageUploadResponse } from "@workcraft/domain/schemas";
import {
  apiAddress,
  ApiCallError,
  callApi,
  describeApiFailure,
  getFromApi,
  uploadToApi,
} from "./apiClient";

/** A stand-in API whose answers each test sets: path → status, headers, body, delay. */
const answers = new Map<
  string,
  { status: number; body: unknown; headers?: Record<string, string>; delayMs?: number }
>();
const seen: {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const path = request.url!.replace("/api/v2/", "");
      seen.push({ path, headers: request.headers, body });
      const answer = answers.get(path) ?? {
        status: 404,
        body: { error: { code: "not_found", message: "No." } },
      };
      setTimeout(() => {
        response.writeHead(answer.status, {
          "content-type": "application/json",
          ...answer.headers,
        });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiCallError);
      return error as ApiCallError;
    },
  );

describe("the API client", () => {
  it("stops the request when the caller's signal fires: the server sees the connection close", async () => {
    answers.set("roadmap/list", { status: 200, body: { data: [] }, delayMs: 2_000 });
    const closed = new Promise<void>((resolve) =>
      server.once("request", (request) => request.socket.once("close", () => resolve())),
    );
    const caller = new AbortController();
    const call = failureOf(callApi("roadmap/list", {}, { origin, signal: caller.signal }));
    setTimeout(() => caller.abort(), 100);
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(1_500);
    expect((await call).failure.kind).toBe("network");
  });

  it("posts JSON to /api/v2/{path} and resolves to the answer's data", async () => {
    answers.set("app-store/get-app-by-slug", { status: 200, body: { data: { id: "deal-flow" } } });
    const data = await callApi(
      "app-store/get-app-by-slug",
      { slug: "deal-flow" },
      { origin, headers: { "X-Visitor-Id": "v" } },
    );
    expect(data).toEqual({ id: "deal-flow" });
    const request = seen.at(-1)!;
    expect(JSON.parse(request.body)).toEqual({ slug: "deal-flow" });
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["x-visitor-id"]).toBe("v");
  });

  it("sends the access token kept in local storage as X-Auth-Token", async () => {
    const store = new Map([["workcraft.accessToken", "secret-token"]]);
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
    };
    try {
      answers.set("roadmap/list", { status: 200, body: { data: {} } });
      await callApi("roadmap/list", {}, { origin });
      expect(seen.at(-1)!.headers["x-auth-token"]).toBe("secret-token");
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it("rejects with the API's code, message, fields and wait", async () => {
    answers.set("otp/send", {
      status: 429,
      headers: { "retry-after": "42" },
      body: { error: { code: "too_many_requests", message: "Too many requests." } },
    });
    const limited = await failureOf(
      callApi("otp/send", { email: "ada@example.com", checkoutId: "Ab3dE5gH9k" }, { origin }),
    );
    expect(limited.failure).toEqual({
      kind: "http",
      status: 429,
      code: "too_many_requests",
      message: "Too many requests.",
      retryAfterSeconds: 42,
    });
    expect(describeApiFailure(limited)).toBe(
      "Too many tries. Please wait 42 seconds and try again.",
    );

    answers.set("project-checkout/verify", {
      status: 422,
      body: {
        error: {
          code: "order_invalid",
          message: "The order cannot be checked out as it is.",
          fields: { "data.workspaceName": ["Taken."] },
        },
      },
    });
    const order = { workspaceName: "Acme", email: "ada@example.com", users: 1 };
    const invalid = await failureOf(
      callApi("project-checkout/verify", { data: order }, { origin }),
    );
    expect(invalid.code).toBe("order_invalid");
    expect(invalid.fields).toEqual({ "data.workspaceName": ["Taken."] });
    expect(describeApiFailure(invalid)).toBe("The order cannot be checked out as it is.");
  });

  it("says our side failed on a 5xx, even one that is not JSON", async () => {
    answers.set("roadmap/vote", { status: 502, body: "<html>" });
    const broken = await failureOf(callApi("roadmap/vote", { key: "employees" }, { origin }));
    expect(broken.failure).toMatchObject({ kind: "http", status: 502, code: "unknown" });
    expect(describeApiFailure(broken)).toBe("Something went wrong on our side. Please try again.");
  });

  it("gives up after 5000 ms and says the server took too long", async () => {
    answers.set("form-capture/send", {
      status: 200,
      body: { data: { received: true } },
      delayMs: 6_000,
    });
    const started = Date.now();
    const slow = await failureOf(
      callApi("form-capture/send", { formName: "contact", data: {} }, { origin }),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(slow.failure).toEqual({ kind: "timeout" });
    expect(describeApiFailure(slow)).toMatch(/took too long/u);
  }, 10_000);

  it("says the server could not be reached when nothing listens", async () => {
    const offline = await failureOf(callApi("roadmap/list", {}, { origin: "http://127.0.0.1:9" }));
    expect(offline.failure).toEqual({ kind: "network" });
    expect(describeApiFailure(offline)).toMatch(/could not reach the server/u);
  });

  it("takes the contract's calls only, each with its body, and answers the call's type", () => {
    // Checked by the compiler (`npm run typecheck`): each line below fails it if the contract
    // stops holding.
    // An app a visitor may vote for: the roadmap's and the store's coming-soon apps.
    expectTypeOf(callApi<"roadmap/vote">).returns.resolves.toEqualTypeOf<{
      key: RoadmapKey;
      counted: boolean;
      votes: number;
    }>();
    expectTypeOf(callApi<"otp/check">).returns.resolves.toEqualTypeOf<{
      accessToken: string;
      expiresAt: string;
    }>();
    // Never run: the compiler refuses each of these calls.
    const refused = () => [
      // @ts-expect-error: not a call of the API.
      callApi("ping", {}),
      // @ts-expect-error: otp/send needs the address and the checkout.
      callApi("otp/send", {}),
      // @ts-expect-error: the roadmap has no such app.
      callApi("roadmap/vote", { key: "spaceships" }),
    ];
    expectTypeOf(refused).toBeFunction();
  });

  it("gets a GET call's answer, its request in the address's query", async () => {
    answers.set("studio/images/list", { status: 200, body: { data: { images: [] } } });
    expect(await getFromApi("studio/images/list", undefined, { origin })).toEqual({ images: [] });
    expect(seen.at(-1)).toMatchObject({ path: "studio/images/list", body: "" });
    answers.set("health", { status: 503, body: { error: { code: "down", message: "Down." } } });
    expect((await failureOf(getFromApi("health", undefined, { origin }))).code).toBe("down");
  });

  it("uploads a call's form, its fields as the call's request names them", async () => {
    const image = { image: { id: "p1" }, added: true };
    answers.set("studio/images/upload", { status: 200, body: { data: image } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    const answer = await uploadToApi(
      "studio/images/upload",
      { file, name: "Our logo" },
      { origin },
    );
    expect(answer).toEqual(image);
    const sent = seen.at(-1)!;
    expect(sent.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/u);
    expect(sent.body).toMatch(/name="file"; filename="logo.png"/u);
    expect(sent.body).toMatch(/name="name"\r\n\r\nOur logo\r\n/u);
  });

  it("gives the address of a call that answers a file, with its request as the query", () => {
    expect(apiAddress("studio/leads/export", {})).toBe("/api/v2/studio/leads/export");
    expect(apiAddress("studio/leads/export", { formName: "contact" })).toBe(
      "/api/v2/studio/leads/export?formName=contact",
    );
  });

  it("types each GET, upload and file call's request and answer from the contract", () => {
    expectTypeOf(getFromApi<"studio/images/list">).returns.resolves.toEqualTypeOf<LibraryImages>();
    expectTypeOf(
      uploadToApi<"studio/images/upload">,
    ).returns.resolves.toEqualTypeOf<LibraryImageUploadResponse>();
    // Never run: the compiler refuses each of these calls.
    const refused = () => [
      // @ts-expect-error: roadmap/vote is a POST with a JSON body, not a GET.
      getFromApi("roadmap/vote"),
      // @ts-expect-error: the leads' export answers a file, which a link downloads.
      getFromApi("studio/leads/export"),
      // @ts-expect-error: studio/images/list takes no upload.
      uploadToApi("studio/images/list", {}),
      // @ts-expect-error: an upload sends its file.
      uploadToApi("studio/images/upload", { name: "No file" }),
      // @ts-expect-error: the export's form is named formName.
      apiAddress("studio/leads/export", { form: "contact" }),
      // @ts-expect-error: a JSON call is not a link's address.
      apiAddress("roadmap/list", {}),
      // @ts-expect-error: upload calls are not posted as JSON.
      callApi("studio/images/upload", {}),
    ];
    expectTypeOf(refused).toBeFunction();
  });
});
