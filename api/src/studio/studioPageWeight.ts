import type { StudioPageWeight } from "@workcraft/domain/schemas";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import type { StudioPageRules } from "./studioPageRules";
import { studioPageRow } from "./studioPages";

/**
 * Weighs a page's saved draft with the site's server (`StudioPageRules.weigh`): 503 on a server
 * that cannot weigh, 422 while the draft cannot be shown (its problems say why).
 */
export async function weighStudioPage(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
  id: string,
): Promise<StudioPageWeight> {
  const row = await studioPageRow(db, id);
  if (!rules?.weigh) {
    throw new ApiError(
      503,
      "weighing_unavailable",
      "Weighing pages is not set up on this server: it needs the site's build.",
    );
  }
  const weighing = await rules.weigh(row.path, row.draft);
  if (!weighing) {
    throw new ApiError(
      422,
      "page_not_shown",
      "The draft cannot be shown yet, so it cannot be weighed: fix the problems listed first.",
    );
  }
  return { revision: row.revision, ...weighing };
}
