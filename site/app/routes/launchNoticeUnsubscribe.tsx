import { LaunchNoticeUnsubscribeView } from "../launchNotices/LaunchNoticeUnsubscribeView";
import { launchNoticeHeaders, launchNoticeMeta, launchNoticeWords } from "./launchNoticeRoute";
import type { Route } from "./+types/launchNoticeUnsubscribe";

/**
 * The page's words in its locale. Nothing is unsubscribed here: mail scanners fetch a mail's
 * links before people do, so only the page's button (a POST) unsubscribes.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return { meta: (await launchNoticeWords("unsubscribe", request, params)).meta };
}

export const headers: Route.HeadersFunction = launchNoticeHeaders;

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  launchNoticeMeta("unsubscribe", location.pathname, loaderData?.meta);

export default function LaunchNoticeUnsubscribe() {
  return <LaunchNoticeUnsubscribeView />;
}
