import { describe, expect, it } from "vitest";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";
import { LONE_SURROGATE_MESSAGE, MAX_BODY_BYTES, MAX_BODY_DEPTH } from "./readJsonBody";

/** What every call of the API does with a request it cannot read (spec: never a 500). */
describe.each(testDatabases)("a request the API cannot read on $name", ({ open }) => {
  const api = useServedApi(open);
  const url = () => `${api.base}/app-store/get-app-by-slug`;

  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  it("is a 400 when the JSON is malformed", async () => {
    const response = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"slug": "sales-quotes"',
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "malformed_json",
      message: "The body is not valid JSON.",
    });
  });

  it("is a 415 when the body is not JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const response = await fetch(url(), {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: "slug=sales-quotes",
      });
      expect(response.status, String(type)).toBe(415);
      expect((await errorOf(response)).code).toBe("unsupported_media_type");
    }
  });

  it("takes JSON with a charset", async () => {
    const response = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ slug: "sales-quotes" }),
    });
    expect(response.status).toBe(200);
  });

  it("is a 413 when the body is over 64 KB, whether or not it says its length", async () => {
    const body = JSON.stringify({ slug: "x".repeat(MAX_BODY_BYTES) });
    const declared = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe("payload_too_large");

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    const streamed = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("is a 405 naming POST when another method asks an endpoint", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(url(), { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await errorOf(response)).toEqual({
        code: "method_not_allowed",
        message: `app-store/get-app-by-slug answers POST only, not ${method}.`,
      });
    }
  });

  it("is a 403 when a page of another site sends it; the site's own pages and servers pass", async () => {
    const send = (origin?: string) =>
      fetch(url(), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(origin ? { origin } : {}),
        },
        body: JSON.stringify({ slug: "sales-quotes" }),
      });
    for (const origin of ["https://evil.example", "null", "http://127.0.0.1:1"]) {
      const refused = await send(origin);
      expect(refused.status, origin).toBe(403);
      expect(await errorOf(refused)).toEqual({
        code: "forbidden_origin",
        message: "This API answers the pages of its own site only.",
      });
    }
    expect((await send(new URL(api.base).origin)).status).toBe(200);
    expect((await send()).status).toBe(200);
  });

  it("is a 403 when a page of the same host on another scheme sends it", async () => {
    const own = new URL(api.base);
    const send = (origin: string, headers: Record<string, string> = {}) =>
      fetch(url(), {
        method: "POST",
        headers: { "content-type": "application/json", origin, ...headers },
        body: JSON.stringify({ slug: "sales-quotes" }),
      });
    // The API answers over plain HTTP here: a page served over HTTPS on its host is another site.
    const refused = await send(`https://${own.host}`);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("forbidden_origin");
    expect((await send(`ftp://${own.host}`)).status).toBe(403);
    expect((await send(own.origin)).status).toBe(200);
    // Without a trusted proxy, a client's own X-Forwarded-Proto is not believed.
    expect((await send(`https://${own.host}`, { "x-forwarded-proto": "https" })).status).toBe(403);
  });

  it("is a 400 naming the field when a text holds the NUL character, which no database stores", async () => {
    const cases: [string, unknown, string][] = [
      ["form-capture/send", { formName: "contact", data: { note: "a\u0000b" } }, "data.note"],
      ["form-capture/send", { formName: "contact", data: { "a\u0000": "b" } }, "data"],
      [
        "project-checkout/verify",
        { data: { workspaceName: "\u0000", email: "a@b.co", appIds: ["kanban-board"], users: 1 } },
        "data.workspaceName",
      ],
    ];
    for (const [path, body, field] of cases) {
      const response = await fetch(`${api.base}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(400);
      expect(
        ((await response.json()) as { error: { code: string; fields: Record<string, string[]> } })
          .error,
        path,
      ).toEqual({
        code: "invalid_request",
        message: "Some fields of the request are not valid.",
        fields: { [field]: ["Text cannot contain the NUL character (U+0000)."] },
      });
    }
  });

  it("is a 400 naming the field when a text holds a lone UTF-16 surrogate, which no database stores", async () => {
    const { headers } = await signedInPerson(api.database, "admin");
    const page = await studioCall(api.base, "pages/create", { path: "/lone", page: {} }, headers);
    const { id } = page.body.data as { id: string };
    const cases: [string, unknown, string][] = [
      ["form-capture/send", { formName: "contact", data: { note: "a\ud800b" } }, "data.note"],
      ["form-capture/send", { formName: "contact", data: { "a\udfff": "b" } }, "data"],
      [
        "form-capture/send",
        { formName: "contact", data: { list: ["ok", "\udc00"] } },
        "data.list.1",
      ],
      [
        "project-checkout/verify",
        { data: { workspaceName: "\ud83d", email: "a@b.co", appIds: ["kanban-board"], users: 1 } },
        "data.workspaceName",
      ],
      [
        "studio/people/add",
        { email: "s@studio.example", name: "Ann\ud800", role: "editor" },
        "name",
      ],
      [
        "studio/pages/create",
        { path: "/alone", page: { meta: { title: "\ud800" } } },
        "page.meta.title",
      ],
      [
        "studio/pages/save",
        { id, revision: 1, page: { blocks: [{ "\udbff": 1 }] } },
        "page.blocks.0",
      ],
    ];
    for (const [path, body, field] of cases) {
      const response = await fetch(`${api.base}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        // JSON.stringify writes a lone surrogate as its escape, as a client would send it.
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(400);
      expect(
        ((await response.json()) as { error: { code: string; fields: Record<string, string[]> } })
          .error,
        path,
      ).toEqual({
        code: "invalid_request",
        message: "Some fields of the request are not valid.",
        fields: { [field]: [LONE_SURROGATE_MESSAGE] },
      });
    }
    // A whole character written as its pair of surrogates is text like any other.
    const pair = await fetch(`${api.base}/form-capture/send`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"formName":"contact","data":{"note":"\\ud83d\\ude00"}}',
    });
    expect(pair.status).toBe(200);
  });

  it("is a 400 when the body nests deeper than any call needs, as deep as 64 KB allows", async () => {
    const depth = 30_000;
    const deep = `${"[".repeat(depth)}1${"]".repeat(depth)}`;
    for (const [path, body] of [
      ["form-capture/send", `{"formName":"contact","data":{"note":${deep}}}`],
      ["project-checkout/verify", `{"data":{"workspaceName":${deep}}}`],
      ["roadmap/vote", deep],
    ] as const) {
      const response = await fetch(`${api.base}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status, path).toBe(400);
      expect(await errorOf(response), path).toEqual({
        code: "body_too_deep",
        message: `The body nests more than ${MAX_BODY_DEPTH} levels deep.`,
      });
    }
  });
});
