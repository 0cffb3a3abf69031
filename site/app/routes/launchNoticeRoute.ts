import { localeOfPath } from "@workcraft/domain/rules";
import { loadCatalogue, ShellText } from "../i18n/shellText";
import { noindexPageMeta } from "../meta/pageMeta";
import { otherLocaleOnly, type LaunchNoticePage } from "../paths";
import { launchNoticePath } from "../launchNotices/launchNoticePaths";

/*
 * What the two pages a launch notice's mails link to share as routes: their words read on the
 * server, their headers and their meta.
 */

/** A page's meta: its title and description. */
interface NoticeMeta {
  title: string;
  description: string;
}

/** Each page's meta where its data did not come, in English. */
const FALLBACK_META: Record<LaunchNoticePage, NoticeMeta> = {
  confirm: {
    title: "Confirm your e-mail address",
    description: "Confirm the address we may e-mail once when an app ships.",
  },
  unsubscribe: {
    title: "Unsubscribe from launch e-mails",
    description: "Stop the e-mails we send when an app you asked about ships.",
  },
};

/**
 * The page's locale (404 under another prefix) and its words loaded, with its meta in them: read
 * on the server, so the page's code carries no catalogue.
 */
export async function launchNoticeWords(
  page: LaunchNoticePage,
  request: Request,
  params: { locale?: string },
): Promise<{ text: ShellText; meta: NoticeMeta }> {
  otherLocaleOnly(params);
  const { locale } = localeOfPath(new URL(request.url).pathname);
  await loadCatalogue(locale, ["notice", "form"]);
  const text = new ShellText(locale);
  // Each id written out: a build replaces message ids with short ones where the code names them.
  const meta =
    page === "confirm"
      ? {
          title: text.text("notice.confirm.metaTitle"),
          description: text.text("notice.confirm.metaDescription"),
        }
      : {
          title: text.text("notice.unsubscribe.metaTitle"),
          description: text.text("notice.unsubscribe.metaDescription"),
        };
  return { text, meta };
}

/**
 * A link of one address's own: no cache keeps the page, and no page it links to learns the
 * link's token from the referrer.
 */
export function launchNoticeHeaders(): HeadersInit {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** The page's meta: never indexed, not in the sitemap; in English where its data did not come. */
export function launchNoticeMeta(
  page: LaunchNoticePage,
  pathname: string,
  meta: NoticeMeta | undefined,
) {
  return noindexPageMeta(
    meta ?? FALLBACK_META[page],
    launchNoticePath(page, localeOfPath(pathname).locale),
  );
}
