import { describe, expect, it } from "vitest";
import {
  STUDIO_ACTIONS,
  STUDIO_ROLES,
  isStudioRole,
  leastRoleFor,
  mayDo,
  scheduleMakerProblem,
  studioRefusalMessage,
  type StudioAction,
  type StudioRole,
} from "./studioRoles";

/** Each role's actions, written out as the issue states them. */
const ALLOWED: Record<StudioRole, StudioAction[]> = {
  editor: ["edit-drafts"],
  publisher: [
    "edit-drafts",
    "publish",
    "unpublish",
    "schedule",
    "restore",
    "read-leads",
    "run-experiments",
    "announce-launches",
  ],
  admin: [...STUDIO_ACTIONS],
};

describe("the Studio's roles", () => {
  it("let each role do its own actions and no other", () => {
    for (const role of STUDIO_ROLES) {
      const allowed = STUDIO_ACTIONS.filter((action) => mayDo(role, action));
      expect(allowed, role).toEqual(ALLOWED[role]);
    }
  });

  it("let each role do all that the role before it may", () => {
    for (const [index, role] of STUDIO_ROLES.entries()) {
      const before = STUDIO_ROLES[index - 1];
      if (!before) continue;
      for (const action of STUDIO_ACTIONS) {
        if (mayDo(before, action)) expect(mayDo(role, action), `${role} ${action}`).toBe(true);
      }
    }
  });

  it("name the least role an action needs", () => {
    expect(leastRoleFor("edit-drafts")).toBe("editor");
    expect(leastRoleFor("restore")).toBe("publisher");
    expect(leastRoleFor("read-leads")).toBe("publisher");
    expect(leastRoleFor("read-audit-log")).toBe("admin");
  });

  it("say why a role may not do an action, naming the role it needs", () => {
    expect(studioRefusalMessage("editor", "manage-people")).toBe(
      "Managing people needs the admin role; you are an editor.",
    );
    expect(studioRefusalMessage("editor", "publish")).toBe(
      "Publishing pages needs the publisher or admin role; you are an editor.",
    );
    expect(studioRefusalMessage("editor", "read-leads")).toBe(
      "Reading the leads needs the publisher or admin role; you are an editor.",
    );
    expect(studioRefusalMessage("publisher", "read-audit-log")).toBe(
      "Reading the audit log needs the admin role; you are a publisher.",
    );
    expect(studioRefusalMessage("admin", "manage-people")).toBeUndefined();
  });

  it("know a role by its name only", () => {
    expect(STUDIO_ROLES.every(isStudioRole)).toBe(true);
    for (const value of ["Admin", "owner", "", null, 2]) expect(isStudioRole(value)).toBe(false);
  });
});

describe("a schedule's maker", () => {
  const maker = (role: StudioRole, disabled = false) => ({
    email: "pia@x.example",
    role,
    disabled,
  });

  it("may have it carried out while enabled with the right to schedule and to its action", () => {
    for (const role of ["publisher", "admin"] as const) {
      for (const action of ["publish", "unpublish"] as const) {
        expect(scheduleMakerProblem(maker(role), action), `${role} ${action}`).toBeUndefined();
      }
    }
  });

  it("may not once demoted or disabled, and is told which", () => {
    expect(scheduleMakerProblem(maker("editor"), "publish")).toBe(
      "pia@x.example may no longer publish pages: they are an editor now.",
    );
    expect(scheduleMakerProblem(maker("admin", true), "unpublish")).toBe(
      "pia@x.example may no longer unpublish pages: their access is off.",
    );
  });
});
