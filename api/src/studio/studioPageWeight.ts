import type { StudioPageWeight } from "@workcraft/domain/schemas";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import type { StudioPageRules, WeighedArm } from "./studioPageRules";
import { studioPageRow } from "./studioPages";

/**
 * Weighs a page document at `path` with the site's server (`StudioPageRules.weigh`), in an
 * experiment's `arm` when it is a variant, answering its weight with `revision`, the one weighed:
 * 503 on a server that cannot weigh, 422 while the document cannot be shown (its problems say
 * why). `what` names the document in the 422: "The draft", "Variant B".
 */
export async function weighPageDocument(
  rules: StudioPageRules | undefined,
  {
    path,
    content,
    revision,
    what,
    arm,
  }: {
    path: string;
    content: Record<string, unknown>;
    revision: number;
    what: string;
    arm?: WeighedArm;
  },
): Promise<StudioPageWeight> {
  if (!rules?.weigh) {
    throw new ApiError(
      503,
      "weighing_unavailable",
      "Weighing pages is not set up on this server: it needs the site's build.",
    );
  }
  const weighing = await rules.weigh(path, content, arm);
  if (!weighing) {
    throw new ApiError(
      422,
      "page_not_shown",
      `${what} cannot be shown yet, so it cannot be weighed: fix the problems listed first.`,
    );
  }
  return { revision, ...weighing };
}

/**
 * Weighs a page's saved draft with the site's server (`weighPageDocument`): a 404 for an unknown
 * page, 503 on a server that cannot weigh, 422 while the draft cannot be shown.
 */
export async function weighStudioPage(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
  id: string,
): Promise<StudioPageWeight> {
  const row = await studioPageRow(db, id);
  return weighPageDocument(rules, {
    path: row.path,
    content: row.draft,
    revision: row.revision,
    what: "The draft",
  });
}
