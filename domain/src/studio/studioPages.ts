import { API_BASE_PATH } from "../constants/businessConstants";

/*
 * The Studio's pages: a page kept in the database, edited as a draft and published as a
 * numbered, unchangeable version. Its document is a content page (`{ meta, blocks, … }`), whose
 * rules are the site's; here are the rules of its path, its versions and its editors.
 */

/** The longest path a Studio page may have. */
export const STUDIO_PAGE_PATH_MAX = 200;

/** A segment of a page's path, as the site names its content files: `fleet-crm`. */
const PATH_SEGMENT = /^[a-z0-9][a-z0-9-]*$/u;

/**
 * The first segment of the API's paths, which are not pages. The site's own routes (the Studio's
 * among them) and file folders come from the site (`siteOwnedPathProblem`).
 */
const API_SEGMENT = API_BASE_PATH.split("/")[1]!;

/**
 * Why `path` cannot be a Studio page's path, or undefined when it can: `/use-case/fleet-crm`,
 * lower-case segments of letters, digits and hyphens, not the home page nor the API's.
 */
export function studioPagePathProblem(path: string): string | undefined {
  if (path.length > STUDIO_PAGE_PATH_MAX) {
    return `A path is at most ${STUDIO_PAGE_PATH_MAX} characters`;
  }
  if (!path.startsWith("/") || path === "/") {
    return "A path starts with / and names the page, like /use-case/fleet-crm";
  }
  const segments = path.slice(1).split("/");
  if (segments.some((segment) => !PATH_SEGMENT.test(segment))) {
    return "Each part of a path uses lower-case letters, digits and hyphens, like /use-case/fleet-crm";
  }
  if (segments[0] === API_SEGMENT) return `Paths under /${API_SEGMENT} are not pages of the site`;
  return undefined;
}

/** Seconds after their last heartbeat that a person still counts as editing a page. */
export const STUDIO_PRESENCE_SECONDS = 30;

/**
 * How a version was made: by publishing the draft, by restoring an earlier version into the
 * draft, or by saving the draft as a named checkpoint.
 */
export const STUDIO_VERSION_KINDS = ["publish", "restore", "checkpoint"] as const;
export type StudioVersionKind = (typeof STUDIO_VERSION_KINDS)[number];

/** What a schedule does to a page at its time. */
export const STUDIO_SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type StudioScheduleAction = (typeof STUDIO_SCHEDULE_ACTIONS)[number];

/** The longest message a version may carry. */
export const STUDIO_VERSION_MESSAGE_MAX = 200;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * What an editor is told when someone else saved the page since they loaded it: who, and when
 * in UTC (the day too when it was not today), and that their own changes are not lost.
 */
export function staleRevisionMessage(savedBy: string, savedAt: Date, now: Date): string {
  const time = `${twoDigits(savedAt.getUTCHours())}:${twoDigits(savedAt.getUTCMinutes())} UTC`;
  const day = savedAt.toISOString().slice(0, 10);
  const when = day === now.toISOString().slice(0, 10) ? `at ${time}` : `on ${day} at ${time}`;
  return `${savedBy} saved this page ${when}; your changes are kept here, reload to see theirs.`;
}

/** The problem of a page whose title another page of the site (at `otherPath`) has already. */
export function titleTakenProblem(otherPath: string): string {
  return `${otherPath} has this title already: give this page another`;
}

/**
 * Preview links: a reviewer without an account opens a draft as it was when the link was made
 * (or one version), at the page's own address with this query parameter, until the link expires.
 */
export const STUDIO_PREVIEW_PARAMETER = "preview";
/** How long a preview link shows its page unless asked otherwise: three days. */
export const STUDIO_PREVIEW_LINK_DEFAULT_SECONDS = 3 * 24 * 60 * 60;
/** The longest a preview link may last: thirty days. */
export const STUDIO_PREVIEW_LINK_MAX_SECONDS = 30 * 24 * 60 * 60;
/** The shortest a preview link may last. */
export const STUDIO_PREVIEW_LINK_MIN_SECONDS = 5;
/**
 * How many preview links of one page may work at once: each keeps a copy of what it shows.
 * One more is refused until one is withdrawn or expires.
 */
export const STUDIO_PREVIEW_LINKS_PER_PAGE = 20;
/** Days an expired or withdrawn preview link is kept, answering that it has ended, before it goes. */
export const STUDIO_PREVIEW_LINK_KEPT_DAYS = 7;
/**
 * How many checkpoint versions one page keeps: a newer one drops the oldest. Published and
 * restored versions, the record of what the site showed, are all kept.
 */
export const STUDIO_CHECKPOINTS_KEPT = 50;
