// Adds a person to the Studio from the command line: npm run studio:add-user -- --email … --role …
import { fileURLToPath } from "node:url";
import { ApiError } from "../apiError";
import { openDatabase, type DatabaseHandle } from "../database";
import { apiSettingsFromEnvironment } from "../settings/apiSettings";
import type { StudioPerson } from "@workcraft/domain/schemas";
import { DataFolderInUseError } from "../database/dataFolderLock";
import { addStudioPerson, type NewStudioPerson } from "./studioPeople";
import { addStudioPersonThroughServer } from "./studioPeopleSocket";
import {
  STUDIO_ADD_USER_USAGE,
  StudioCommandError,
  serverDatabaseOptions,
  studioPersonFromArguments,
  studioSignInPage,
} from "./studioPersonCommand";

/** The site's folder, from which the server resolves `DATA_DIR`. */
const SITE_FOLDER = fileURLToPath(new URL("../../../site/", import.meta.url));

/** Stops with a message saying what is wrong, no stack. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Adds `person` to the database the server would open; when a running server holds that PGlite
 * folder, through the server itself (`studioPeopleSocket.ts`).
 */
async function addToServerDatabase(person: NewStudioPerson): Promise<StudioPerson> {
  const options = serverDatabaseOptions(process.env, SITE_FOLDER);
  try {
    database = await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError) || !options.dataDir) throw error;
    const added = await addStudioPersonThroughServer(options.dataDir, person).catch(
      (reason: NodeJS.ErrnoException) => {
        // A server that holds the folder but does not listen (one of an older version).
        if (reason.code === "ENOENT" || reason.code === "ECONNREFUSED") throw error;
        throw reason;
      },
    );
    console.log(`Database: pglite (${options.dataDir}), through the server running on it`);
    return added;
  }
  console.log(`Database: ${database.kind} (${database.location})`);
  return addStudioPerson(database.db, person, null);
}

let database: DatabaseHandle | undefined;
try {
  const person = studioPersonFromArguments(process.argv.slice(2));
  const { siteUrl } = apiSettingsFromEnvironment(process.env);
  const added = await addToServerDatabase(person);
  console.log(
    `Added ${added.email}${added.name ? ` (${added.name})` : ""} to the Studio as ${added.role}, id ${added.id}.`,
  );
  console.log(`They sign in at ${studioSignInPage(siteUrl)} with a link e-mailed to that address.`);
  await database?.close();
} catch (error) {
  await database?.close().catch(() => {});
  if (error instanceof StudioCommandError) refuse(`${error.message}\n${STUDIO_ADD_USER_USAGE}`);
  if (error instanceof ApiError) refuse(error.message);
  refuse(error instanceof Error ? error.message : String(error));
}
