// Prints the Studio's translation report: npm run studio:translation-report
import type { StudioTranslationReport } from "@workcraft/domain/schemas";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../database";
import { DataFolderInUseError } from "../database/dataFolderLock";
import { studioTranslationReport } from "./studioPageTranslations";
import { translationReportThroughServer } from "./studioPeopleSocket";
import { serverDatabaseOptions } from "./studioPersonCommand";
import { translationReportTable } from "./translationReportTable";

/** The site's folder, from which the server resolves `DATA_DIR`. */
const SITE_FOLDER = fileURLToPath(new URL("../../../site/", import.meta.url));

/**
 * The report from the database the server would open; when a running server holds that PGlite
 * folder, through the server itself (`studioPeopleSocket.ts`).
 */
async function reportOfServerDatabase(): Promise<StudioTranslationReport> {
  const options = serverDatabaseOptions(process.env, SITE_FOLDER);
  let database;
  try {
    database = await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError) || !options.dataDir) throw error;
    const report = await translationReportThroughServer(options.dataDir).catch(
      (reason: NodeJS.ErrnoException) => {
        // A server that holds the folder but does not listen (one of an older version).
        if (reason.code === "ENOENT" || reason.code === "ECONNREFUSED") throw error;
        throw reason;
      },
    );
    console.log(`Database: pglite (${options.dataDir}), through the server running on it\n`);
    return report;
  }
  try {
    console.log(`Database: ${database.kind} (${database.location})\n`);
    return await studioTranslationReport(database.db);
  } finally {
    await database.close();
  }
}

try {
  console.log(translationReportTable(await reportOfServerDatabase()));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
