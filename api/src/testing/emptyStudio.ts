import type { AppDatabase } from "../database";
import {
  experimentBlockEvents,
  experimentVariants,
  experimentVisitors,
  experiments,
  studioAuditLog,
  studioEditing,
  studioImageFiles,
  studioImages,
  studioPageVersions,
  studioPages,
  studioPeople,
  studioPreviewLinks,
  studioRedirects,
  studioSchedules,
  studioSessions,
  studioSignInLinks,
} from "../database/schema";

/** Empties the Studio's tables, in an order their references allow, for a test to start afresh. */
export async function emptyStudio(db: AppDatabase): Promise<void> {
  // Experiments name the Studio person who made them.
  for (const table of [experimentBlockEvents, experimentVisitors, experimentVariants, experiments])
    await db.delete(table);
  for (const table of [studioEditing, studioSchedules, studioRedirects, studioPreviewLinks]) {
    await db.delete(table);
  }
  await db.update(studioPages).set({ publishedVersionId: null });
  await db.delete(studioPageVersions);
  await db.delete(studioPages);
  for (const table of [studioAuditLog, studioSessions, studioSignInLinks]) await db.delete(table);
  await db.delete(studioImageFiles);
  await db.delete(studioImages);
  await db.delete(studioPeople);
}
