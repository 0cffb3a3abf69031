import { armName } from "@workcraft/domain/rules";
import type { StudioPageWeight } from "@workcraft/domain/schemas";
import type { AppDatabase } from "../database";
import type { StudioPageRules } from "../studio/studioPageRules";
import { weighPageDocument } from "../studio/studioPageWeight";
import { capitalized, experimentById, experimentVariant } from "./studioExperiments";

/**
 * Weighs a variant's saved document as a page's draft is weighed (`weighPageDocument`), at the
 * path of its experiment's page and in its arm, as visitors in that arm would be sent it: a 404 for an unknown
 * experiment or variant, 503 on a server that cannot weigh, 422 while the variant cannot be shown.
 */
export async function weighExperimentVariant(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
  id: string,
  arm: number,
): Promise<StudioPageWeight> {
  const { content, revision } = await experimentVariant(db, id, arm);
  const { path } = await experimentById(db, id);
  return weighPageDocument(rules, {
    path,
    content,
    revision,
    what: capitalized(armName(arm)),
    arm: { experimentId: id, arm },
  });
}
