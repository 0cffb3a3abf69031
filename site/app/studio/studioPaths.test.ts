import { STUDIO_ROLES } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import {
  composerPageId,
  composerPath,
  STUDIO_SCREENS,
  studioLeadsExportHref,
  studioScreenAt,
  studioScreenRefusal,
  studioScreensFor,
} from "./studioPaths";

describe("the Studio's addresses", () => {
  it("give each screen an address of its own under /studio", () => {
    expect(STUDIO_SCREENS.map(({ label, path }) => [label, path])).toEqual([
      ["Pages", "/studio"],
      ["Leads", "/studio/leads"],
      ["Redirects", "/studio/redirects"],
      ["People", "/studio/people"],
      ["Audit log", "/studio/audit"],
    ]);
    expect(studioScreenAt("/studio")?.id).toBe("pages");
    expect(studioScreenAt("/studio/")?.id).toBe("pages");
    expect(studioScreenAt("/studio/people")?.id).toBe("people");
    expect(studioScreenAt("/studio/audit/")?.id).toBe("audit");
    expect(studioScreenAt("/studio/leads")?.id).toBe("leads");
    expect(studioScreenAt("/studio/redirects")?.id).toBe("redirects");
    // The sign-in link's address opens the pages once it has signed in.
    expect(studioScreenAt("/studio/sign-in")?.id).toBe("pages");
    for (const path of ["/studio/anything-else", "/studio/people/x", "/studios", "/people"]) {
      expect(studioScreenAt(path), path).toBeUndefined();
    }
  });

  it("keep the editor's addresses apart from the screens'", () => {
    expect(composerPath("Ab3dE5gH9k")).toBe("/studio/pages/Ab3dE5gH9k");
    expect(composerPageId("/studio/pages/Ab3dE5gH9k")).toBe("Ab3dE5gH9k");
    expect(composerPageId("/studio/people")).toBeUndefined();
    expect(studioScreenAt(composerPath("Ab3dE5gH9k"))).toBeUndefined();
  });

  it("list in each role's navigation the screens its role may open, and no other", () => {
    const labels = (role: (typeof STUDIO_ROLES)[number]) =>
      studioScreensFor(role).map(({ label }) => label);
    expect(labels("editor")).toEqual(["Pages"]);
    expect(labels("publisher")).toEqual(["Pages", "Leads", "Redirects"]);
    expect(labels("admin")).toEqual(["Pages", "Leads", "Redirects", "People", "Audit log"]);
    for (const role of STUDIO_ROLES) {
      for (const screen of STUDIO_SCREENS) {
        const listed = studioScreensFor(role).includes(screen);
        expect(studioScreenRefusal(role, screen) === undefined, `${role} ${screen.id}`).toBe(
          listed,
        );
      }
    }
  });

  it("tell a role why it may not open a screen, naming the role it takes", () => {
    const at = (path: string) => studioScreenAt(path)!;
    expect(studioScreenRefusal("editor", at("/studio/people"))).toBe(
      "Your role (editor) cannot manage the Studio's people: that takes the admin role.",
    );
    expect(studioScreenRefusal("publisher", at("/studio/audit"))).toBe(
      "Your role (publisher) cannot read the audit log: that takes the admin role.",
    );
    expect(studioScreenRefusal("editor", at("/studio/leads"))).toBe(
      "Your role (editor) cannot read the leads of the site's forms: that takes the publisher or admin role.",
    );
    expect(studioScreenRefusal("editor", at("/studio/redirects"))).toBe(
      "Your role (editor) cannot see or delete the redirects of moved pages: that takes the publisher or admin role.",
    );
    expect(studioScreenRefusal("editor", at("/studio"))).toBeUndefined();
  });

  it("download the leads' CSV from the API, of every form or one", () => {
    expect(studioLeadsExportHref()).toBe("/api/v2/studio/leads/export");
    expect(studioLeadsExportHref("contact")).toBe("/api/v2/studio/leads/export?formName=contact");
  });
});
