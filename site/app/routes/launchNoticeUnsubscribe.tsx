import { localeOfPath } from "@workcraft/domain/rules";
import { loadCatalogue, ShellText } from "../i18n/shellText";
import { LaunchNoticeUnsubscribeView } from "../launchNotices/LaunchNoticeUnsubscribeView";
import { noindexPageMeta } from "../meta/pageMeta";
import { launchNoticePath } from "../launchNotices/launchNoticePaths";
import { otherLocaleOnly } from "../paths";
import type { Route } from "./+types/launchNoticeUnsubscribe";

/**
 * The page's words in its locale. Nothing is unsubscribed here: mail scanners fetch a mail's
 * links before people do, so only the page's button (a POST) unsubscribes.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  otherLocaleOnly(params);
  const { locale } = localeOfPath(new URL(request.url).pathname);
  await loadCatalogue(locale, ["notice", "form"]);
  const text = new ShellText(locale);
  return {
    meta: {
      title: text.text("notice.unsubscribe.metaTitle"),
      description: text.text("notice.unsubscribe.metaDescription"),
    },
  };
}

/**
 * A link of one address's own: no cache keeps the page, and no page it links to learns the
 * link's token from the referrer.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

/** Never indexed, not in the sitemap. */
export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  noindexPageMeta(
    loaderData?.meta ?? UNSUBSCRIBE_META,
    launchNoticePath("unsubscribe", localeOfPath(location.pathname).locale),
  );

/** The page's meta where its data did not come, in English. */
const UNSUBSCRIBE_META = {
  title: "Unsubscribe from launch e-mails",
  description: "Stop the e-mails we send when an app you asked about ships.",
};

export default function LaunchNoticeUnsubscribe() {
  return <LaunchNoticeUnsubscribeView />;
}
