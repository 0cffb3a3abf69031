import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from "@workcraft/domain/rules";
import { LAUNCH_NOTICE_PATHS, type LaunchNoticePage } from "../paths";

/*
 * The addresses of a launch notice's pages with their token: here, not in `paths.ts`, so that
 * only the pages that read or make them carry them.
 */

/**
 * A launch notice's page in `locale`, with the link's token when given
 * (`/de/launch-notices/confirm?token=…`).
 */
export function launchNoticePath(
  page: LaunchNoticePage,
  locale: SiteLocale = DEFAULT_LOCALE,
  token?: string,
): string {
  const path = localizedPath(LAUNCH_NOTICE_PATHS[page], locale);
  return token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`;
}

/** The token of a launch notice link's address (`?token=`), blank read as none. */
export function launchNoticeTokenOf(search: URLSearchParams): string | undefined {
  const token = search.get("token")?.trim();
  return token ? token : undefined;
}
