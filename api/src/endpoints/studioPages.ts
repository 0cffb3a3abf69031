import {
  checkpointStudioPageCall,
  createStudioPageCall,
  createStudioPreviewLinkCall,
  listStudioPreviewLinksCall,
  revokeStudioPreviewLinkCall,
  weighStudioPageCall,
  getStudioPageCall,
  getStudioPageVersionCall,
  listStudioPagesCall,
  listStudioPageVersionsCall,
  saveStudioPageCall,
  studioPageHeartbeatCall,
} from "@workcraft/domain/api";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import {
  checkpointStudioPage,
  createStudioPage,
  getStudioPage,
  listStudioPageVersions,
  listStudioPages,
  saveStudioPage,
  studioPageHeartbeat,
  studioPageVersion,
  studioPageVersionSummary,
} from "../studio/studioPages";
import {
  createStudioPreviewLink,
  listStudioPreviewLinks,
  revokeStudioPreviewLink,
} from "../studio/studioPreviewLinks";
import { weighStudioPage } from "../studio/studioPageWeight";
import { defineEndpoint } from "./endpoint";

/*
 * The Studio's pages as its people edit them: drafts, presence and checkpoints. Which role each
 * call needs is named in its endpoint; publishing is in `studioPagesPublishing.ts`.
 */

/** `studio/pages/list`: every Studio page, by path, with who is editing it. */
export const listStudioPagesEndpoint = defineEndpoint(
  listStudioPagesCall,
  "signed-in",
  async (_body, { database }) => ({ pages: await listStudioPages(database.db) }),
);

/** `studio/pages/create`: a new page at a free path with its first draft; 409 for a taken path. */
export const createStudioPageEndpoint = defineEndpoint(
  createStudioPageCall,
  "edit-drafts",
  (body, { database, http, studioPageRules }) =>
    createStudioPage(database.db, body, signedInStudioPerson(http).id, studioPageRules),
  { writeLimit: "create" },
);

/** `studio/pages/get`: a page's draft and revision, its published version, who else edits it. */
export const getStudioPageEndpoint = defineEndpoint(
  getStudioPageCall,
  "signed-in",
  ({ id }, { database, http }) => getStudioPage(database.db, id, signedInStudioPerson(http).id),
);

/**
 * `studio/pages/save`: saves the draft made from the current revision; 409 `stale_revision`
 * otherwise, 400 for a page at one of the site's own paths.
 */
export const saveStudioPageEndpoint = defineEndpoint(
  saveStudioPageCall,
  "edit-drafts",
  (body, { database, http, studioPageRules }) =>
    saveStudioPage(database.db, body, signedInStudioPerson(http).id, studioPageRules),
  { writeLimit: "save" },
);

/** `studio/pages/heartbeat`: the caller is editing the page; answers who else is. */
export const studioPageHeartbeatEndpoint = defineEndpoint(
  studioPageHeartbeatCall,
  "signed-in",
  ({ id }, { database, http }) =>
    studioPageHeartbeat(database.db, id, signedInStudioPerson(http).id),
);

/** `studio/pages/checkpoint`: keeps the draft as a named `checkpoint` version. */
export const checkpointStudioPageEndpoint = defineEndpoint(
  checkpointStudioPageCall,
  "edit-drafts",
  ({ id, message }, { database, http }) =>
    checkpointStudioPage(database.db, id, message, signedInStudioPerson(http).id),
  { writeLimit: "checkpoint" },
);

/** `studio/pages/versions`: a page's versions, newest first. */
export const listStudioPageVersionsEndpoint = defineEndpoint(
  listStudioPageVersionsCall,
  "signed-in",
  async ({ id }, { database }) => ({ versions: await listStudioPageVersions(database.db, id) }),
);

/** `studio/pages/version`: one version with its content; 404 for a number the page has not. */
export const getStudioPageVersionEndpoint = defineEndpoint(
  getStudioPageVersionCall,
  "signed-in",
  async ({ id, number }, { database }) => {
    const version = await studioPageVersion(database.db, id, number);
    return {
      ...(await studioPageVersionSummary(database.db, version)),
      content: version.content,
    };
  },
);

/**
 * `studio/pages/preview-link`: a link showing the draft as it is now (or one version) to anyone
 * who has it, until it expires; 404 for an unknown page or version.
 */
export const createStudioPreviewLinkEndpoint = defineEndpoint(
  createStudioPreviewLinkCall,
  // Whoever may edit a draft may show it for review.
  "edit-drafts",
  (body, { database, http }) =>
    createStudioPreviewLink(database.db, body, signedInStudioPerson(http).id),
  { writeLimit: "previewLink" },
);

/** `studio/pages/preview-links`: the page's preview links that work now, newest first. */
export const listStudioPreviewLinksEndpoint = defineEndpoint(
  listStudioPreviewLinksCall,
  "signed-in",
  async ({ id }, { database }) => ({ links: await listStudioPreviewLinks(database.db, id) }),
);

/** `studio/pages/revoke-preview-link`: ends a working preview link of the page now. */
export const revokeStudioPreviewLinkEndpoint = defineEndpoint(
  revokeStudioPreviewLinkCall,
  // Whoever may make a link may withdraw one, whoever made it (a link sent too widely).
  "edit-drafts",
  (body, { database, http }) =>
    revokeStudioPreviewLink(database.db, body, signedInStudioPerson(http).id),
);

/** `studio/pages/weight`: the saved draft's weight on a phone against the site's budgets. */
export const weighStudioPageEndpoint = defineEndpoint(
  weighStudioPageCall,
  "signed-in",
  ({ id }, { database, studioPageRules }) => weighStudioPage(database.db, studioPageRules, id),
);
