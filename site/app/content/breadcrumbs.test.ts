import { describe, expect, it } from "vitest";
import { readContent } from "../../build-tools/readContent";
import { breadcrumbsOf } from "./breadcrumbs";
import type { PageContent } from "./pageSchema";
import { sitePages, type SitePage } from "./sitePages";

const pages = sitePages(readContent());
const byPath = new Map(pages.map((page) => [page.path, page]));

/** A page as the Studio publishes one: a title of its own, often no listing. */
function studioPage(path: string, meta: string, listing?: string): SitePage {
  const page = {
    meta: { title: meta, description: "A page of the Studio." },
    ...(listing ? { listing: { title: listing } } : {}),
    blocks: [],
  } as unknown as PageContent;
  return { path, page, source: "studio" };
}

/** The trail's words, as a visitor reads them. */
function trailOf(found: SitePage): string {
  const pageAt = (path: string) => (path === found.path ? found : byPath.get(path));
  return breadcrumbsOf(found, pageAt)
    .map((crumb) => crumb.label)
    .join(" > ");
}

describe("the breadcrumbs", () => {
  it("name a Studio page by its title, not by its address", () => {
    expect(trailOf(studioPage("/use-case/field-service-crm", "Field service CRM"))).toBe(
      "Home > Field service CRM",
    );
  });

  it("name a page by its listing title before its meta title", () => {
    expect(
      trailOf(
        studioPage(
          "/use-case/field-service-crm",
          "Field service CRM for teams",
          "Field service CRM",
        ),
      ),
    ).toBe("Home > Field service CRM");
  });

  it("name each page of the trail by its own title, files and catalogue alike", () => {
    expect(trailOf(byPath.get("/news/workspace-and-builder-ai-assistants")!)).toBe(
      "Home > News > Workcraft launches workspace and builder AI assistants",
    );
    expect(trailOf(byPath.get("/careers/jobs/senior-frontend-engineer")!)).toBe(
      "Home > Careers > Jobs > Senior frontend engineer",
    );
    expect(trailOf(byPath.get("/business-app/apps/kanban-board")!)).toBe(
      "Home > App store > Apps > Kanban",
    );
    expect(trailOf(byPath.get("/media/media-kit")!)).toBe("Home > Media > Media kit");
  });

  it("stay in a locale's pages: its home, then its ancestors there", () => {
    const german = byPath.get("/de/business-app/apps/kanban-board")!;
    const crumbs = breadcrumbsOf(german, (path) => byPath.get(path));
    expect(crumbs[0]).toEqual({ label: "Startseite", href: "/de" });
    expect(crumbs.slice(1, -1).map(({ href }) => href)).toEqual([
      "/de/business-app",
      "/de/business-app/apps",
    ]);
    expect(crumbs.at(-1)).toEqual({ label: "Kanban" });
    expect(breadcrumbsOf(byPath.get("/fr/pricing")!, (path) => byPath.get(path))).toEqual([]);
  });

  it("leave out a folder that is no page (/use-case), and give a page at the top level none", () => {
    expect(byPath.has("/use-case")).toBe(false);
    expect(trailOf(byPath.get("/pricing")!)).toBe("");
  });
});
