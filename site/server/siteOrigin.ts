import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isLocalOrigin } from "@workcraft/domain/rules";
import { SITE_URL_VARIABLE } from "../app/config/siteUrl";

/*
 * The origin a build was made for travels with it: the build writes it beside the server
 * build, and the server compares it at start with the `SITE_URL` it is given, so a deployment
 * that forgot the setting at build time hears it at once instead of publishing pages that point
 * search engines at localhost.
 */

/** The file in the server build folder (`build/server/`) that names the build's origin. */
export const SITE_ORIGIN_FILE = "site-origin.json";

/** What the file holds. */
interface BuiltOrigin {
  siteUrl: string;
}

/** Records the origin the pages were built for beside the server build. */
export function writeBuiltOrigin(serverBuildDir: string, siteUrl: string): void {
  const record: BuiltOrigin = { siteUrl };
  writeFileSync(join(serverBuildDir, SITE_ORIGIN_FILE), `${JSON.stringify(record)}\n`);
}

/** The origin the pages of a build were made for; undefined for a build that does not say. */
export function readBuiltOrigin(serverBuildDir: string): string | undefined {
  try {
    const record = JSON.parse(readFileSync(join(serverBuildDir, SITE_ORIGIN_FILE), "utf8")) as {
      siteUrl?: unknown;
    };
    return typeof record.siteUrl === "string" ? record.siteUrl : undefined;
  } catch {
    return undefined;
  }
}

/** What the server knows at start about the origin of its pages. */
export interface OriginAtStart {
  /** The origin the build records; undefined when it records none. */
  builtFor: string | undefined;
  /** The validated `SITE_URL` the server was started with; undefined when unset. */
  startedWith: string | undefined;
  /** Whether it serves the public (`NODE_ENV` production, the default). */
  production: boolean;
}

const WHAT_POINTS_THERE =
  "their canonical links, share links and images, structured data, sitemap and robots.txt";

/**
 * The warning the server prints at start when its pages point elsewhere than they should:
 * built for another origin than the `SITE_URL` it is given, or, in production with no
 * `SITE_URL`, built for this machine. Undefined when all is well.
 */
export function siteOriginWarning({
  builtFor,
  startedWith,
  production,
}: OriginAtStart): string | undefined {
  const rebuild = (origin: string) => `Build again with ${SITE_URL_VARIABLE}=${origin}.`;
  if (builtFor === undefined) {
    return `WARNING: this build does not record the origin it was built for (${SITE_ORIGIN_FILE} is missing), so its pages may point search engines at the wrong address. ${rebuild(startedWith ?? "https://your.public.origin")}`;
  }
  if (startedWith !== undefined && startedWith !== builtFor) {
    return `WARNING: these pages were built for ${builtFor}, but ${SITE_URL_VARIABLE} is ${startedWith}: ${WHAT_POINTS_THERE} point to ${builtFor}. ${rebuild(startedWith)}`;
  }
  if (startedWith === undefined && production && isLocalOrigin(builtFor)) {
    return `WARNING: these pages were built for ${builtFor}: ${WHAT_POINTS_THERE} point search engines at this machine, not at the public site. Build with ${SITE_URL_VARIABLE} set to the public origin (${SITE_URL_VARIABLE}=https://www.example.com npm run build) and start the server with the same ${SITE_URL_VARIABLE}.`;
  }
  return undefined;
}
