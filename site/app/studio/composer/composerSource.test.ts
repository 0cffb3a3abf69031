import type { StudioExperiment, StudioPage } from "@workcraft/domain/schemas";
import { describe, expect, it, vi } from "vitest";
import { ApiCallError } from "../../api/apiClient";
import { experimentVariantSource, studioPageSource, variantName } from "./composerSource";

/** A fetch that answers each call with `answer` and keeps what it was sent. */
function answering(status: number, answer: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(answer), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return () =>
    fetch.mock.calls.map(([url, init]) => ({
      url,
      body: JSON.parse(String(init.body)) as unknown,
    }));
}

const EXPERIMENT: StudioExperiment = {
  id: "Ab3dE5gH9k",
  path: "/pricing",
  goal: { kind: "lead" },
  status: "draft",
  split: [1, 1, 1],
  plan: null,
  variants: [
    { arm: 1, revision: 1 },
    { arm: 2, revision: 3 },
  ],
  createdAt: "2026-03-01T09:00:00.000Z",
  startedAt: null,
  endedAt: null,
  endedWith: null,
  keptOverFile: false,
};

const DOCUMENT = { meta: { title: "Pricing" }, blocks: [{ type: "Hero", props: {} }] };

describe("what the composer edits", () => {
  it("names a variant as the bar shows it", () => {
    expect(variantName("/pricing", 1)).toBe("Variant B of /pricing");
    expect(variantName("/", 3)).toBe("Variant D of /");
  });

  it("saves a variant to its experiment from the revision it has, and takes the new one from the answer", async () => {
    const source = experimentVariantSource(EXPERIMENT, 2, { content: DOCUMENT, revision: 3 });
    expect(source).toMatchObject({
      path: "/pricing",
      name: "Variant C of /pricing",
      back: { href: "/studio/experiments/Ab3dE5gH9k", label: "The experiment" },
      revision: 3,
      savedAt: null,
      heldBack: "starting the experiment",
    });
    const sent = answering(200, {
      data: {
        ...EXPERIMENT,
        variants: [
          { arm: 1, revision: 1 },
          { arm: 2, revision: 4 },
        ],
      },
    });
    const saved = await source.save(3, DOCUMENT);
    expect(saved.revision).toBe(4);
    expect(Number.isNaN(Date.parse(saved.updatedAt))).toBe(false);
    expect(sent()).toEqual([
      {
        url: "/api/v2/studio/experiments/save-variant",
        body: { id: "Ab3dE5gH9k", arm: 2, content: DOCUMENT, revision: 3 },
      },
    ]);
  });

  it("lets a variant's stale save fail as the API's 409, for the editor to say", async () => {
    const source = experimentVariantSource(EXPERIMENT, 1, { content: DOCUMENT, revision: 1 });
    answering(409, {
      error: {
        code: "variant_changed",
        message: "Someone saved variant B since you loaded it: load it again to see their change.",
      },
    });
    const failure = await source.save(1, DOCUMENT).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).failure).toMatchObject({ kind: "http", status: 409 });
  });

  it("saves a Studio page's draft as before, by its id", async () => {
    const ana = { id: "Pe3dE5gH9k", email: "ana@example.com", name: "Ana" };
    const page: StudioPage = {
      id: "Pg3dE5gH9k",
      path: "/use-case/fleet-crm",
      draft: DOCUMENT,
      revision: 7,
      createdAt: "2026-03-01T08:00:00.000Z",
      createdBy: ana,
      updatedAt: "2026-03-01T09:00:00.000Z",
      updatedBy: ana,
      published: null,
      editors: [],
      schedules: [],
    };
    const source = studioPageSource(page);
    expect(source).toMatchObject({
      name: "/use-case/fleet-crm",
      back: { href: "/studio", label: "All pages" },
      savedAt: "2026-03-01T09:00:00.000Z",
      heldBack: "publishing",
    });
    const sent = answering(200, { data: { revision: 8, updatedAt: "2026-03-01T09:05:00.000Z" } });
    expect(await source.save(7, DOCUMENT)).toEqual({
      revision: 8,
      updatedAt: "2026-03-01T09:05:00.000Z",
    });
    expect(sent()).toEqual([
      {
        url: "/api/v2/studio/pages/save",
        body: { id: "Pg3dE5gH9k", revision: 7, page: DOCUMENT },
      },
    ]);
  });

  it("weighs a variant by its experiment and arm, and a page's draft by its id", async () => {
    const part = { bytes: 9_000, files: 1, budget: 51_200 };
    const weight = { revision: 4, html: part, css: part, js: part, images: part };
    const sent = answering(200, { data: weight });
    const variant = experimentVariantSource(EXPERIMENT, 2, { content: DOCUMENT, revision: 4 });
    expect(await variant.weigh()).toEqual(weight);
    const ana = { id: "Pe3dE5gH9k", email: "ana@example.com", name: "Ana" };
    const page = studioPageSource({
      id: "Pg3dE5gH9k",
      path: "/use-case/fleet-crm",
      draft: DOCUMENT,
      revision: 4,
      createdAt: "2026-03-01T08:00:00.000Z",
      createdBy: ana,
      updatedAt: "2026-03-01T09:00:00.000Z",
      updatedBy: ana,
      published: null,
      editors: [],
      schedules: [],
    });
    expect(await page.weigh()).toEqual(weight);
    expect(sent()).toEqual([
      {
        url: "/api/v2/studio/experiments/weigh-variant",
        body: { id: "Ab3dE5gH9k", arm: 2 },
      },
      { url: "/api/v2/studio/pages/weight", body: { id: "Pg3dE5gH9k" } },
    ]);
  });
});
