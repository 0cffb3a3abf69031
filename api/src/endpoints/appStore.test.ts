import { CATALOGUE_APPS } from "@workcraft/domain/data";
import { describe, expect, it } from "vitest";
import { useServedApi } from "../testing/servedApi";
import { testDatabases } from "../testing/testDatabases";

describe.each(testDatabases)("the app store's calls on $name", ({ open }) => {
  const api = useServedApi(open);

  const post = (path: string, body: unknown) =>
    fetch(`${api.base}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("lists every app of the catalogue with its id, slug and name", async () => {
    const response = await post("app-store/list-apps-from-store", {});
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: Array<{ id: string; marketing: { slug: string; name: string } }>;
    };
    expect(data).toHaveLength(CATALOGUE_APPS.length);
    expect(data).toContainEqual({
      id: "sales-quotes",
      marketing: { slug: "sales-quotes", name: "Sales Quotes" },
    });
  });

  it("sends the catalogue made once: the same ETag and bytes each time, compressed when asked", async () => {
    const list = (encoding: string) =>
      fetch(`${api.base}/app-store/list-apps-from-store`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-encoding": encoding },
        body: "{}",
      });
    const first = await list("identity");
    const again = await list("identity");
    const etag = first.headers.get("etag");
    expect(first.headers.get("content-encoding")).toBeNull();
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/u);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(await first.text());

    const gzip = await list("gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/u);
    expect(gzip.headers.get("etag")).not.toBe(etag);
    expect(((await gzip.json()) as { data: unknown[] }).data).toHaveLength(CATALOGUE_APPS.length);
  });

  it("refuses a list request that carries fields the call does not take", async () => {
    const response = await post("app-store/list-apps-from-store", { page: 2 });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: object } };
    expect(error.code).toBe("invalid_request");
    expect(Object.keys(error.fields)).toEqual(["body"]);
  });

  it("finds one app by its slug, with its features and prices", async () => {
    const response = await post("app-store/get-app-by-slug", { slug: "sales-quotes" });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { id: string; name: string; features: unknown[] };
    };
    expect(data.id).toBe("sales-quotes");
    expect(data.name).toBe("Sales Quotes");
    expect(data.features).toHaveLength(3);
  });

  it("answers an unknown slug with a 404 that names it", async () => {
    const response = await post("app-store/get-app-by-slug", { slug: "no-such-app" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "app_not_found", message: 'The store has no app "no-such-app".' },
    });
  });

  it("names the field when the slug is missing or malformed", async () => {
    for (const body of [{}, { slug: "" }, { slug: "Not A Slug" }, { slug: 42 }]) {
      const response = await post("app-store/get-app-by-slug", body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; fields: Record<string, string[]> };
      };
      expect(error.code).toBe("invalid_request");
      expect(error.fields.slug?.length).toBeGreaterThan(0);
    }
  });
});
