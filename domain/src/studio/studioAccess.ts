/*
 * How a person gets into the Studio and how long they stay: a link e-mailed to their address
 * signs them in once, then a session cookie keeps them signed in while they use it.
 */

/** The Studio's page that opens a sign-in link; the link carries its token as `?token=`. */
export const STUDIO_SIGN_IN_PATH = "/studio/sign-in";
/** The Studio's home: its pages, or the sign-in form for a visitor without a session. */
export const STUDIO_PATH = "/studio";
/** Minutes an e-mailed sign-in link stays valid; it can be opened once. */
export const STUDIO_SIGN_IN_LINK_VALID_MINUTES = 15;
/** Hours a Studio session lasts without being used; each use starts them again. */
export const STUDIO_SESSION_IDLE_HOURS = 12;
/**
 * Hours a Studio session lasts at most from its sign-in, however often it is used: a stolen
 * cookie kept busy does not work for ever. A week of work on one sign-in.
 */
export const STUDIO_SESSION_MAX_HOURS = 7 * 24;
/** The cookie that holds a Studio session's token. */
export const STUDIO_SESSION_COOKIE = "workcraft_studio";
/** How many entries one page of the Studio's audit log holds. */
export const STUDIO_AUDIT_PAGE_SIZE = 50;
/** The longest name a Studio person may have. */
export const STUDIO_PERSON_NAME_MAX = 100;

/**
 * What the audit log records: a person signing in, an admin adding a person or changing one's
 * role or access, and what is done to a page: creating it, starting its translation,
 * publishing, unpublishing, restoring a version, moving it to another path, scheduling it, a
 * schedule carried out, refused or cancelled (by a publisher, or because its maker lost the
 * right to it); a redirect deleted; a picture uploaded to the image library; a preview link
 * withdrawn; and an experiment created, a variant of it saved, the experiment started and ended.
 */
export const STUDIO_AUDIT_ACTIONS = [
  "sign-in",
  "person.add",
  "person.change",
  "page.create",
  "page.translate",
  "page.publish",
  "page.unpublish",
  "page.restore",
  "page.move",
  "page.schedule",
  "page.schedule-refused",
  "page.schedule-cancel",
  "redirect.delete",
  "image.upload",
  "page.preview-link-revoke",
  "experiment.create",
  "experiment.variant-save",
  "experiment.start",
  "experiment.end",
  "roadmap.announce",
] as const;
export type StudioAuditAction = (typeof STUDIO_AUDIT_ACTIONS)[number];
