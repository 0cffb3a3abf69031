// Adds a person to the Studio from the command line: npm run studio:add-user -- --email … --role …
import { fileURLToPath } from "node:url";
import { ApiError } from "../apiError";
import { openDatabase, type DatabaseHandle } from "../database";
import { apiSettingsFromEnvironment } from "../settings/apiSettings";
import { addStudioPerson } from "./studioPeople";
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

let database: DatabaseHandle | undefined;
try {
  const person = studioPersonFromArguments(process.argv.slice(2));
  const { siteUrl } = apiSettingsFromEnvironment(process.env);
  database = await openDatabase(serverDatabaseOptions(process.env, SITE_FOLDER));
  console.log(`Database: ${database.kind} (${database.location})`);
  const added = await addStudioPerson(database.db, person, null);
  console.log(
    `Added ${added.email}${added.name ? ` (${added.name})` : ""} to the Studio as ${added.role}, id ${added.id}.`,
  );
  console.log(`They sign in at ${studioSignInPage(siteUrl)} with a link e-mailed to that address.`);
  await database.close();
} catch (error) {
  await database?.close().catch(() => {});
  if (error instanceof StudioCommandError) refuse(`${error.message}\n${STUDIO_ADD_USER_USAGE}`);
  if (error instanceof ApiError) refuse(error.message);
  refuse(error instanceof Error ? error.message : String(error));
}
