import {
  libraryPictureProblems,
  namedLibraryPictures,
  titleTakenProblem,
} from "@workcraft/domain/rules";
import type {
  StudioPageDocument,
  StudioPageMoveRequest,
  StudioPagePublishRequest,
  StudioPageVersionSummary,
} from "@workcraft/domain/schemas";
import { eq, inArray, ne } from "drizzle-orm";
import { ApiError, MOST_PROBLEMS_NAMED } from "../apiError";
import type { AppDatabase } from "../database";
import { studioImages, studioPageVersions, studioPages, studioRedirects } from "../database/schema";
import {
  notShownRefusal,
  overBudgetRefusal,
  weightInAudit,
  type WeighedDocument,
  type WeightRefusalWords,
} from "./pageWeightGate";
import { recordStudioAudit } from "./studioAuditLog";
import type { StudioPageProblem, StudioPageRules } from "./studioPageRules";
import {
  addStudioPageVersion,
  siteOwnedPathRefusal,
  staleRevision,
  studioPageRow,
  studioPageVersionSummary,
  studioPathOwner,
  studioPathTaken,
  type StudioPageRow,
  type StudioPageVersionRow,
} from "./studioPages";

/*
 * Putting Studio pages on the site and taking them off: publishing checks the draft with the
 * site's rules (`StudioPageRules`) and keeps it as a `publish` version the site then shows;
 * moving a published page leaves a redirect from its old path.
 */

/** The site's rules, or the 503 of a server that was not given them. */
export function publishingRules(rules: StudioPageRules | undefined): StudioPageRules {
  if (!rules) {
    throw new ApiError(
      503,
      "publishing_unavailable",
      "Publishing is not set up on this server: it needs the site's rules for pages.",
    );
  }
  return rules;
}

/**
 * The 400 of a page with problems: how many, and the first {@link MOST_PROBLEMS_NAMED}, each
 * under its field (the editor lists them all itself, from the same rules).
 */
function invalidPage(problems: readonly StudioPageProblem[]): ApiError {
  const named = problems.slice(0, MOST_PROBLEMS_NAMED);
  const fields = new Map<string, string[]>();
  for (const { field, message } of named) {
    fields.set(field || "page", [...(fields.get(field || "page") ?? []), message]);
  }
  const count = problems.length === 1 ? "a problem" : `${problems.length} problems`;
  const more = problems.length - named.length;
  return new ApiError(
    400,
    "invalid_page",
    `The page has ${count} to fix before it is published: ${named.map(({ field, message }) => `${field}: ${message}`).join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
    Object.fromEntries(fields),
  );
}

/** What is wrong with the library pictures a document names: one the library lacks, another size. */
async function libraryProblems(tx: AppDatabase, document: unknown): Promise<StudioPageProblem[]> {
  const pictures = namedLibraryPictures(document);
  if (pictures.length === 0) return [];
  const rows = await tx
    .select({
      hash: studioImages.contentHash,
      width: studioImages.width,
      height: studioImages.height,
    })
    .from(studioImages)
    .where(inArray(studioImages.contentHash, [...new Set(pictures.map(({ hash }) => hash))]));
  return libraryPictureProblems(pictures, new Map(rows.map(({ hash, ...size }) => [hash, size])));
}

/**
 * Why the page may not go on the site, checked in this order: a path of the site's own routes or
 * file folders (400 naming `path`), the site's problems with its document, then the library pictures it names (400 `invalid_page`, each under its field), a path a file or catalogue page owns (409
 * `path_taken`), a title another page of the site or another published Studio page has (400
 * `duplicate_title`, in the build's words).
 */
async function publishingRefusal(
  tx: AppDatabase,
  rules: StudioPageRules,
  page: StudioPageRow,
  content: StudioPageDocument,
): Promise<ApiError | null> {
  const ownPath = siteOwnedPathRefusal(page.path, rules);
  if (ownPath) return ownPath;
  const problems = rules.problems(content);
  if (problems.length === 0) problems.push(...(await libraryProblems(tx, content)));
  if (problems.length > 0) return invalidPage(problems);
  const owner = rules.ownerOf(page.path);
  if (owner !== null) return studioPathTaken(page.path, owner);
  const title = rules.titleOf(content);
  if (title === null) return null;
  let other = rules.siteTitles().get(title);
  if (other === undefined) {
    const published = await tx
      .select({ path: studioPages.path, content: studioPageVersions.content })
      .from(studioPages)
      .innerJoin(studioPageVersions, eq(studioPageVersions.id, studioPages.publishedVersionId))
      .where(ne(studioPages.id, page.id));
    other = published.find(({ content }) => rules.titleOf(content) === title)?.path;
  }
  if (other === undefined) return null;
  return new ApiError(
    400,
    "duplicate_title",
    `${page.path}: has the same title as ${other}: "${title}"`,
    { "meta.title": [titleTakenProblem(other)] },
  );
}

/** How a page's own publish names its weight's refusal. */
const PAGE_WEIGHT_WORDS: WeightRefusalWords = {
  what: "The page",
  field: "weight",
  outcome: "so it is not published",
};

/**
 * Checks `content` to be published as `page` by the cheaper gates first (`publishingRefusal`:
 * the site's own paths, the schema and meta rules, library pictures, the path's owner, the title),
 * then weighs it at the page's path with the site's server (`StudioPageRules.weigh`, which renders
 * it): a 400 naming each part over budget under `words.field`, a 422 when the site cannot show
 * it. Called before the page's row is locked, since a render takes a while; the answer is what
 * `publishLockedStudioPage` then publishes, so what goes live is what was weighed. On a server
 * without the site's weigher (the API alone) the weight is not checked: `weight` is null, and the
 * audit log says "not checked".
 */
export async function weighedForPublishing(
  db: AppDatabase,
  rules: StudioPageRules,
  page: StudioPageRow,
  content: StudioPageDocument,
  words: WeightRefusalWords = PAGE_WEIGHT_WORDS,
): Promise<WeighedDocument> {
  const refusal = await publishingRefusal(db, rules, page, content);
  if (refusal) throw refusal;
  if (!rules.weigh) return { path: page.path, content, weight: null };
  const weight = await rules.weigh(page.path, content);
  if (!weight) throw notShownRefusal(words);
  const over = overBudgetRefusal(weight, words);
  if (over) throw over;
  return { path: page.path, content, weight };
}

/** What a publish puts on the site, why, and who does it (with more for the audit log). */
interface Publishing {
  /** The document as weighed (`weighedForPublishing`): the draft, or the draft as a schedule kept it. */
  weighed: WeighedDocument;
  message: string | null;
  by: string;
  detail?: Record<string, unknown>;
}

/**
 * Publishes a weighed document for a page whose row `tx` holds locked: checks it again by the
 * cheaper gates (`publishingRefusal`: another page may have taken its title since it was weighed),
 * a 409 if the page moved since it was weighed at its old path, then writes a `publish` version
 * and points the page at it, and drops a redirect from its path, which the page now answers; with
 * the audit log's entry, which keeps the weight (or "not checked").
 */
export async function publishLockedStudioPage(
  tx: AppDatabase,
  rules: StudioPageRules,
  page: StudioPageRow,
  { weighed, message, by, detail = {} }: Publishing,
): Promise<{ version: StudioPageVersionRow; publishedAt: Date }> {
  if (weighed.path !== page.path) {
    throw new ApiError(
      409,
      "page_moved",
      `The page moved from ${weighed.path} to ${page.path} while it was checked for publishing: publish it again.`,
    );
  }
  const { content } = weighed;
  const refusal = await publishingRefusal(tx, rules, page, content);
  if (refusal) throw refusal;
  const version = await addStudioPageVersion(tx, page, {
    kind: "publish",
    content,
    message,
    authorId: by,
  });
  const [published] = await tx
    .update(studioPages)
    .set({ publishedVersionId: version.id, publishedAt: version.createdAt })
    .where(eq(studioPages.id, page.id))
    .returning({ publishedAt: studioPages.publishedAt });
  await tx.delete(studioRedirects).where(eq(studioRedirects.fromPath, page.path));
  await recordStudioAudit(tx, {
    personId: by,
    action: "page.publish",
    subject: page.path,
    detail: {
      id: page.id,
      version: version.number,
      message,
      ...detail,
      weight: weightInAudit(weighed.weight),
    },
  });
  return { version, publishedAt: published!.publishedAt! };
}

/**
 * Publishes the draft at `revision`: a 409 when someone saved since, else checked and weighed
 * (`weighedForPublishing`) before the page's row is locked, and published under the lock if the
 * draft is still at `revision` (so the draft weighed is the one published). The answer says
 * whether the weight was checked (not on a server without the site's weigher).
 */
export async function publishStudioPage(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
  { id, revision, message }: StudioPagePublishRequest,
  by: string,
): Promise<{
  path: string;
  version: StudioPageVersionSummary;
  publishedAt: string;
  weightChecked: boolean;
}> {
  const siteRules = publishingRules(rules);
  const draft = await studioPageRow(db, id);
  if (draft.revision !== revision) throw await staleRevision(db, draft);
  const weighed = await weighedForPublishing(db, siteRules, draft, draft.draft);
  const { path, version, publishedAt } = await db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id, true);
    if (page.revision !== revision) throw await staleRevision(tx, page);
    const published = await publishLockedStudioPage(tx, siteRules, page, {
      weighed,
      message: message ?? null,
      by,
      detail: { revision },
    });
    return { path: page.path, ...published };
  });
  return {
    path,
    version: await studioPageVersionSummary(db, version),
    publishedAt: publishedAt.toISOString(),
    weightChecked: weighed.weight !== null,
  };
}

/** Takes a page whose row `tx` holds locked off the site, with the audit log's entry; its versions stay. */
export async function unpublishLockedStudioPage(
  tx: AppDatabase,
  page: StudioPageRow,
  by: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (page.publishedVersionId === null) {
    throw new ApiError(
      409,
      "not_published",
      `${page.path} is not on the site: there is nothing to unpublish.`,
    );
  }
  await tx
    .update(studioPages)
    .set({ publishedVersionId: null, publishedAt: null })
    .where(eq(studioPages.id, page.id));
  await recordStudioAudit(tx, {
    personId: by,
    action: "page.unpublish",
    subject: page.path,
    detail: { id: page.id, ...detail },
  });
}

/** Takes a page off the site; a page that is not on it is a 409. */
export async function unpublishStudioPage(
  db: AppDatabase,
  id: string,
  by: string,
): Promise<{ path: string }> {
  return db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id, true);
    await unpublishLockedStudioPage(tx, page, by);
    return { path: page.path };
  });
}

/**
 * Gives a page another path, refusing one that another page has. A published page leaves a
 * redirect from its old path to the new one. Redirects stay one hop without loops, whether the
 * page is on the site or not: those that led to the old path lead to the new one, and one from
 * the new path is dropped. (A redirect is answered only while its page is published, see
 * `studioRedirectFrom`, so a page taken off, moved and published again takes its old addresses
 * along rather than leaving them to 301 to a 404.)
 */
export async function moveStudioPage(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
  { id, path }: StudioPageMoveRequest,
  by: string,
): Promise<{ path: string; redirectedFrom: string | null }> {
  return db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id, true);
    if (page.path === path) return { path, redirectedFrom: null };
    const ownPath = siteOwnedPathRefusal(path, rules);
    if (ownPath) throw ownPath;
    const published = page.publishedVersionId !== null;
    // A page leaving one of the site's own paths leaves no redirect there: the site answers it.
    const redirected = published && siteOwnedPathRefusal(page.path, rules) === null;
    // A published page must not land on a file's path; only the site's rules know those.
    const owner = await studioPathOwner(tx, path, published ? publishingRules(rules) : rules, id);
    if (owner !== null) throw studioPathTaken(path, owner);
    await tx.update(studioPages).set({ path }).where(eq(studioPages.id, id));
    await tx.delete(studioRedirects).where(eq(studioRedirects.fromPath, path));
    await tx
      .update(studioRedirects)
      .set({ toPath: path })
      .where(eq(studioRedirects.toPath, page.path));
    if (redirected) {
      await tx
        .insert(studioRedirects)
        .values({ fromPath: page.path, toPath: path })
        .onConflictDoUpdate({ target: studioRedirects.fromPath, set: { toPath: path } });
    }
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.move",
      subject: path,
      detail: { id, from: page.path, to: path, redirected },
    });
    return { path, redirectedFrom: redirected ? page.path : null };
  });
}
