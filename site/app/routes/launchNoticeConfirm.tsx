import { LAUNCH_NOTICE_CONFIRMATION_HOURS } from "@workcraft/domain/rules";
import { localeOfPath } from "@workcraft/domain/rules";
import { loadCatalogue, ShellText } from "../i18n/shellText";
import { launchNoticeAppNames } from "../launchNotices/launchNoticeApps.server";
import { LaunchNoticeConfirmView } from "../launchNotices/LaunchNoticeConfirmView";
import { noindexPageMeta } from "../meta/pageMeta";
import { launchNoticePath } from "../launchNotices/launchNoticePaths";
import { otherLocaleOnly } from "../paths";
import type { Route } from "./+types/launchNoticeConfirm";

/**
 * The words of the page and the names of the apps a link may confirm, in the page's locale:
 * read on the server, so the page's code carries no catalogue. Nothing is confirmed here: a GET
 * (a mail scanner's, a preview's) changes nothing; the page's script confirms.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  otherLocaleOnly(params);
  const { locale } = localeOfPath(new URL(request.url).pathname);
  await loadCatalogue(locale, ["notice", "form"]);
  const text = new ShellText(locale);
  return {
    appNames: launchNoticeAppNames(locale),
    linkHours: LAUNCH_NOTICE_CONFIRMATION_HOURS,
    meta: {
      title: text.text("notice.confirm.metaTitle"),
      description: text.text("notice.confirm.metaDescription"),
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
    loaderData?.meta ?? CONFIRM_META,
    launchNoticePath("confirm", localeOfPath(location.pathname).locale),
  );

/** The page's meta where its data did not come, in English. */
const CONFIRM_META = {
  title: "Confirm your e-mail address",
  description: "Confirm the address we may e-mail once when an app ships.",
};

export default function LaunchNoticeConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <LaunchNoticeConfirmView appNames={loaderData.appNames} linkHours={loaderData.linkHours} />
  );
}
