/*
 * Who may do what in the Studio, the page-assembly app under `/studio`. Each role can do all
 * that the role before it can, and more: an editor edits drafts; a publisher also puts pages
 * live and takes them down, schedules them, restores old versions and reads the leads of the
 * site's forms (they hold personal data, which a person composing drafts has no need of),
 * runs experiments on pages (which put variants live), and announces an app's launch to the
 * visitors who asked to hear of it (which mails them); an admin also manages the Studio's people
 * and reads its audit log.
 */

/** The Studio's roles, from the one that may do least to the one that may do most. */
export const STUDIO_ROLES = ["editor", "publisher", "admin"] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** What a person may be allowed to do in the Studio. */
export const STUDIO_ACTIONS = [
  "edit-drafts",
  "publish",
  "unpublish",
  "schedule",
  "restore",
  "read-leads",
  "run-experiments",
  "announce-launches",
  "manage-people",
  "read-audit-log",
] as const;
export type StudioAction = (typeof STUDIO_ACTIONS)[number];

/** The least role that may do each action; every role after it in `STUDIO_ROLES` may too. */
const LEAST_ROLE: Record<StudioAction, StudioRole> = {
  "edit-drafts": "editor",
  publish: "publisher",
  unpublish: "publisher",
  schedule: "publisher",
  restore: "publisher",
  "read-leads": "publisher",
  "run-experiments": "publisher",
  "announce-launches": "publisher",
  "manage-people": "admin",
  "read-audit-log": "admin",
};

/** Each action as a message names it: "Managing people needs the admin role". */
export const STUDIO_ACTION_NAMES: Record<StudioAction, string> = {
  "edit-drafts": "Editing drafts",
  publish: "Publishing pages",
  unpublish: "Unpublishing pages",
  schedule: "Scheduling pages",
  restore: "Restoring earlier versions",
  "read-leads": "Reading the leads",
  "run-experiments": "Running experiments",
  "announce-launches": "Announcing app launches",
  "manage-people": "Managing people",
  "read-audit-log": "Reading the audit log",
};

/** Whether `value` is one of the Studio's roles. */
export function isStudioRole(value: unknown): value is StudioRole {
  return (STUDIO_ROLES as readonly unknown[]).includes(value);
}

/** The least role that may do `action`. */
export function leastRoleFor(action: StudioAction): StudioRole {
  return LEAST_ROLE[action];
}

/** Whether a person with `role` may do `action` in the Studio. */
export function mayDo(role: StudioRole, action: StudioAction): boolean {
  return STUDIO_ROLES.indexOf(role) >= STUDIO_ROLES.indexOf(LEAST_ROLE[action]);
}

/**
 * Why a schedule of `action` made by `maker` may no longer be carried out, or undefined when it
 * may: a schedule is done as its maker's, so it needs them enabled, with the right to schedule
 * and to the action itself. "ana@company.example may no longer publish pages: they are an
 * editor now."
 */
export function scheduleMakerProblem(
  maker: { email: string; role: StudioRole; disabled: boolean },
  action: "publish" | "unpublish",
): string | undefined {
  const why = maker.disabled
    ? "their access is off"
    : mayDo(maker.role, "schedule") && mayDo(maker.role, action)
      ? undefined
      : `they are ${maker.role === "editor" ? "an" : "a"} ${maker.role} now`;
  return why && `${maker.email} may no longer ${action} pages: ${why}.`;
}

/** Why `role` may not do `action`, as the Studio tells the person; undefined when it may. */
export function studioRefusalMessage(role: StudioRole, action: StudioAction): string | undefined {
  if (mayDo(role, action)) return undefined;
  const needed = LEAST_ROLE[action];
  const beyond = needed === "admin" ? "" : " or admin";
  return `${STUDIO_ACTION_NAMES[action]} needs the ${needed}${beyond} role; you are ${role === "editor" ? "an" : "a"} ${role}.`;
}
