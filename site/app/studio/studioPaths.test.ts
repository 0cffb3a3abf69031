import { STUDIO_ROLES } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import {
  composerPageId,
  composerPath,
  experimentIdAt,
  experimentPath,
  newExperimentPath,
  variantComposerAt,
  variantComposerPath,
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
      ["Experiments", "/studio/experiments"],
      ["Roadmap", "/studio/roadmap"],
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

  it("give each experiment an address under the experiments' screen, and each variant an editor", () => {
    expect(experimentPath("Ab3dE5gH9k")).toBe("/studio/experiments/Ab3dE5gH9k");
    expect(experimentIdAt("/studio/experiments/Ab3dE5gH9k")).toBe("Ab3dE5gH9k");
    expect(experimentIdAt("/studio/experiments/Ab3dE5gH9k/")).toBe("Ab3dE5gH9k");
    expect(experimentIdAt("/studio/experiments")).toBeUndefined();
    expect(studioScreenAt("/studio/experiments")?.id).toBe("experiments");
    expect(studioScreenAt(experimentPath("Ab3dE5gH9k"))?.id).toBe("experiments");
    expect(newExperimentPath("/use-case/fleet-crm")).toBe(
      "/studio/experiments?path=%2Fuse-case%2Ffleet-crm",
    );

    expect(variantComposerPath("Ab3dE5gH9k", 1)).toBe("/studio/experiments/Ab3dE5gH9k/variants/1");
    expect(variantComposerAt("/studio/experiments/Ab3dE5gH9k/variants/2")).toEqual({
      id: "Ab3dE5gH9k",
      arm: 2,
    });
    // The control is the page itself, never a variant; D is the last variant.
    for (const path of [
      "/studio/experiments/Ab3dE5gH9k/variants/0",
      "/studio/experiments/Ab3dE5gH9k/variants/4",
      "/studio/experiments/Ab3dE5gH9k/variants/B",
      "/studio/experiments/Ab3dE5gH9k",
    ]) {
      expect(variantComposerAt(path), path).toBeUndefined();
    }
    // A variant's editor is not a screen of the signed-in Studio's navigation.
    expect(studioScreenAt(variantComposerPath("Ab3dE5gH9k", 1))).toBeUndefined();
  });

  it("list in each role's navigation the screens its role may open, and no other", () => {
    const labels = (role: (typeof STUDIO_ROLES)[number]) =>
      studioScreensFor(role).map(({ label }) => label);
    expect(labels("editor")).toEqual(["Pages"]);
    expect(labels("publisher")).toEqual(["Pages", "Leads", "Experiments", "Roadmap", "Redirects"]);
    expect(labels("admin")).toEqual([
      "Pages",
      "Leads",
      "Experiments",
      "Roadmap",
      "Redirects",
      "People",
      "Audit log",
    ]);
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
    expect(studioScreenRefusal("editor", at("/studio/experiments"))).toBe(
      "Your role (editor) cannot run experiments on the site's pages: that takes the publisher or admin role.",
    );
    expect(studioScreenRefusal("editor", at("/studio"))).toBeUndefined();
  });

  it("download the leads' CSV from the API, of every form or one", () => {
    expect(studioLeadsExportHref()).toBe("/api/v2/studio/leads/export");
    expect(studioLeadsExportHref("contact")).toBe("/api/v2/studio/leads/export?formName=contact");
  });
});
