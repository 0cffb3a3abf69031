import type {
  StudioPage,
  StudioPageTranslations,
  StudioTranslationReport,
} from "@workcraft/domain/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import { studioAuditLog, studioPages } from "../database/schema";
import { findPublishedStudioPage } from "../studio/publishedStudioPages";
import { emptyStudio } from "../testing/emptyStudio";
import { fakeRules, ownedPaths, validPage } from "../testing/fakeStudioPageRules";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson, studioCall } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";

describe.each(testDatabases)("a Studio page's translations on $name", ({ open }) => {
  const api = useServedApi(open, undefined, { studioPageRules: fakeRules });

  beforeEach(async () => {
    ownedPaths.clear();
    ownedPaths.set("/de/pricing", "a content file");
    await emptyStudio(api.database.db);
  });

  const call = (path: string, body: unknown, headers?: Record<string, string>) =>
    studioCall(api.base, `pages/${path}`, body, headers);

  /** What `call` answered with a 200. */
  const answered = async <T>(path: string, body: unknown, headers: Record<string, string>) => {
    const answer = await call(path, body, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as T;
  };

  const english = async (headers: Record<string, string>, path = "/use-case/fleet") =>
    answered<StudioPage>("create", { path, page: validPage("Fleet management") }, headers);

  it("makes the French page at /fr/… as a copy of the English draft, with an audit entry", async () => {
    const { headers, person } = await signedInPerson(api.database, "editor");
    const source = await english(headers);
    const french = await answered<StudioPage>(
      "translate",
      { id: source.id, locale: "fr" },
      headers,
    );
    expect(french.path).toBe("/fr/use-case/fleet");
    expect(french.id).not.toBe(source.id);
    expect(french.draft).toEqual(source.draft);
    expect(french.revision).toBe(1);
    expect(french.published).toBeNull();
    const entries = await api.database.db.select().from(studioAuditLog);
    const entry = entries.find(({ action }) => action === "page.translate");
    expect(entry).toMatchObject({
      personId: person.id,
      subject: "/fr/use-case/fleet",
      detail: { id: french.id, source: source.id, from: "/use-case/fleet", locale: "fr" },
    });
  });

  it("lists a page's locales with what each still says in English, from either page", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const source = await english(headers);
    const french = await answered<StudioPage>(
      "translate",
      { id: source.id, locale: "fr" },
      headers,
    );
    const fleet = validPage("Fleet management");
    const translated = {
      ...fleet,
      meta: { ...fleet.meta, title: "Gestion de flotte" },
      blocks: [{ type: "Hero", props: { title: "Gestion de flotte" } }],
    };
    await answered("save", { id: french.id, revision: 1, page: translated }, headers);

    for (const id of [source.id, french.id]) {
      const {
        source: from,
        locales,
        keptNames,
      } = await answered<StudioPageTranslations>("translations", { id }, headers);
      expect(from).toEqual({ id: source.id, path: "/use-case/fleet", draft: source.draft });
      expect(keptNames).toContain("Workcraft");
      expect(locales).toEqual([
        {
          locale: "en",
          path: "/use-case/fleet",
          id: source.id,
          published: false,
          untranslated: [],
        },
        { locale: "de", path: "/de/use-case/fleet", id: null, published: false, untranslated: [] },
        {
          locale: "fr",
          path: "/fr/use-case/fleet",
          id: french.id,
          published: false,
          // The title and the block are French now; the description and the listing are not.
          untranslated: [
            { field: "meta.description", name: "meta.description" },
            { field: "listing.title", name: "listing.title" },
          ],
        },
      ]);
    }
  });

  it("publishes one locale while another stays a draft, and reports each", async () => {
    const { headers } = await signedInPerson(api.database, "publisher");
    const source = await english(headers);
    await english(headers, "/use-case/crm");
    const french = await answered<StudioPage>(
      "translate",
      { id: source.id, locale: "fr" },
      headers,
    );
    const german = await answered<StudioPage>(
      "translate",
      { id: source.id, locale: "de" },
      headers,
    );
    await answered(
      "save",
      { id: french.id, revision: 1, page: validPage("Gestion de flotte") },
      headers,
    );
    await answered("publish", { id: french.id, revision: 2 }, headers);
    expect(await findPublishedStudioPage(api.database.db, "/fr/use-case/fleet")).not.toBeNull();
    expect(await findPublishedStudioPage(api.database.db, "/use-case/fleet")).toBeNull();

    const { pages } = await answered<StudioTranslationReport>("translation-report", {}, headers);
    expect(pages.map(({ path }) => path)).toEqual(["/use-case/crm", "/use-case/fleet"]);
    const fleet = pages[1]!;
    expect(fleet).toMatchObject({ id: source.id, title: "Fleet management", published: false });
    expect(fleet.translations).toEqual([
      {
        locale: "de",
        path: "/de/use-case/fleet",
        state: "draft",
        id: german.id,
        untranslated: ["meta.title", "meta.description", "listing.title", "Block 1 (Hero), title"],
      },
      {
        locale: "fr",
        path: "/fr/use-case/fleet",
        state: "published",
        id: french.id,
        untranslated: [],
      },
    ]);
    expect(pages[0]!.translations.map(({ state }) => state)).toEqual(["missing", "missing"]);
  });

  describe("refuses", () => {
    it("a translation that exists with 409, and an address a file has with 409", async () => {
      const { headers } = await signedInPerson(api.database, "editor");
      const source = await english(headers);
      await answered("translate", { id: source.id, locale: "fr" }, headers);
      const again = await call("translate", { id: source.id, locale: "fr" }, headers);
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe("translation_exists");
      expect(again.body.error?.message).toBe(
        "The Français translation exists already, at /fr/use-case/fleet: open it to edit it.",
      );
      const pricing = await english(headers, "/pricing-2");
      ownedPaths.set("/de/pricing-2", "a content file");
      const taken = await call("translate", { id: pricing.id, locale: "de" }, headers);
      expect(taken.status).toBe(409);
      expect(taken.body.error?.code).toBe("path_taken");
      expect(await api.database.db.select().from(studioPages)).toHaveLength(3);
    });

    it("English, an unknown locale, a translation's translation and bad bodies with 400", async () => {
      const { headers } = await signedInPerson(api.database, "editor");
      const source = await english(headers);
      for (const locale of ["en", "es", "FR", 3, null]) {
        const answer = await call("translate", { id: source.id, locale }, headers);
        expect(answer.status, String(locale)).toBe(400);
        expect(answer.body.error?.fields).toEqual({
          locale: ["Choose the language to translate into: de or fr (English is the page itself)"],
        });
      }
      const french = await answered<StudioPage>(
        "translate",
        { id: source.id, locale: "fr" },
        headers,
      );
      const twice = await call("translate", { id: french.id, locale: "de" }, headers);
      expect(twice.status).toBe(400);
      expect(twice.body.error?.code).toBe("not_a_source_page");
      expect(twice.body.error?.fields).toEqual({
        id: ["This page is a translation; send the English page's id"],
      });
      for (const [path, body] of [
        ["translate", { id: source.id }],
        ["translate", { id: "x", locale: "de" }],
        ["translate", { id: source.id, locale: "de", extra: 1 }],
        ["translations", {}],
        ["translations", { id: 7 }],
        ["translation-report", { page: 1 }],
      ] as const) {
        const answer = await call(path, body, headers);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body.error?.code).toBe("invalid_request");
      }
      expect(await api.database.db.select().from(studioPages)).toHaveLength(2);
    });

    it("an unknown page with 404", async () => {
      const { headers } = await signedInPerson(api.database, "editor");
      for (const path of ["translate", "translations"]) {
        const answer = await call(path, { id: "AAAAAAAAAA", locale: "de" }, headers);
        expect(answer.status, path).toBe(path === "translate" ? 404 : 400);
      }
      const missing = await call("translations", { id: "AAAAAAAAAA" }, headers);
      expect(missing.status).toBe(404);
      expect(missing.body.error?.code).toBe("studio_page_not_found");
    });

    it("every call without a session with 401, before reading the body", async () => {
      for (const [path, body] of [
        ["translate", { id: "AAAAAAAAAA", locale: "fr" }],
        ["translations", { id: "AAAAAAAAAA" }],
        ["translation-report", {}],
      ] as const) {
        for (const sent of [body, { broken: true }]) {
          const answer = await call(path, sent);
          expect(answer.status, path).toBe(401);
          expect(answer.body.error?.code).toBe("studio_sign_in_required");
        }
      }
    });
  });
});
