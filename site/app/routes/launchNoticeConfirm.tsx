import { LAUNCH_NOTICE_CONFIRMATION_HOURS } from "@workcraft/domain/rules";
import { launchNoticeAppNames } from "../launchNotices/launchNoticeApps.server";
import { LaunchNoticeConfirmView } from "../launchNotices/LaunchNoticeConfirmView";
import { launchNoticeHeaders, launchNoticeMeta, launchNoticeWords } from "./launchNoticeRoute";
import type { Route } from "./+types/launchNoticeConfirm";

/**
 * The words of the page and the names of the apps a link may confirm, in the page's locale.
 * Nothing is confirmed here: a GET (a mail scanner's, a preview's) changes nothing; the page's
 * script confirms.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { text, meta } = await launchNoticeWords("confirm", request, params);
  return {
    appNames: launchNoticeAppNames(text.locale),
    linkHours: LAUNCH_NOTICE_CONFIRMATION_HOURS,
    meta,
  };
}

export const headers: Route.HeadersFunction = launchNoticeHeaders;

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  launchNoticeMeta("confirm", location.pathname, loaderData?.meta);

export default function LaunchNoticeConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <LaunchNoticeConfirmView appNames={loaderData.appNames} linkHours={loaderData.linkHours} />
  );
}
