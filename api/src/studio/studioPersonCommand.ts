import { STUDIO_ROLES, STUDIO_SIGN_IN_PATH, type StudioRole } from "@workcraft/domain/rules";
import {
  emailAddressSchema,
  studioPersonNameSchema,
  studioRoleSchema,
} from "@workcraft/domain/schemas";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { z } from "zod";
import type { DatabaseOptions } from "../database";

/*
 * What `npm run studio:add-user` reads: its arguments and the database the server would open.
 * The command itself is `addStudioPersonCommand.ts`.
 */

/** How to call the command, for its messages. */
export const STUDIO_ADD_USER_USAGE = `Usage: npm run studio:add-user -- --email <address> --role <${STUDIO_ROLES.join("|")}> [--name "<name>"]`;

/** A mistake in the command's arguments; its message says what to change. */
export class StudioCommandError extends Error {
  override name = "StudioCommandError";
}

/** The person the arguments describe. */
export interface StudioPersonArguments {
  email: string;
  name: string | null;
  role: StudioRole;
}

/** The value of `--option`, checked by `schema`; a refusal names the option and says why. */
function checked<S extends z.ZodType>(option: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new StudioCommandError(`--${option}: ${result.error.issues[0]?.message ?? "not valid"}.`);
  }
  return result.data;
}

/**
 * The person `args` (`process.argv.slice(2)`) describe, by the same rules as
 * `studio/people/add`, except that the name may be left out.
 */
export function studioPersonFromArguments(args: string[]): StudioPersonArguments {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: "string" },
        role: { type: "string" },
        name: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new StudioCommandError((error as Error).message);
  }
  if (values.email === undefined) throw new StudioCommandError("--email is missing.");
  if (values.role === undefined) throw new StudioCommandError("--role is missing.");
  return {
    email: checked("email", emailAddressSchema, values.email),
    role: checked("role", studioRoleSchema, values.role),
    name: values.name === undefined ? null : checked("name", studioPersonNameSchema, values.name),
  };
}

/**
 * The database the server opens with the same environment: PostgreSQL at `DATABASE_URL` when
 * set, otherwise PGlite in `DATA_DIR`'s `pglite/` folder, which the server resolves from the
 * site's folder (where `npm run serve` and `npm run dev` run), `site/.data` by default.
 */
export function serverDatabaseOptions(
  environment: Record<string, string | undefined>,
  siteFolder: string,
): DatabaseOptions {
  const url = environment.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: resolve(siteFolder, environment.DATA_DIR?.trim() || ".data", "pglite") };
}

/** Where an added person signs in. */
export function studioSignInPage(siteUrl: string): string {
  return new URL(STUDIO_SIGN_IN_PATH, siteUrl).href;
}
