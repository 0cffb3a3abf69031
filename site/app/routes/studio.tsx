import { lazy, Suspense } from "react";
import { noindexPageMeta } from "../meta/pageMeta";
import type { Route } from "./+types/studio";

/** The Studio's code: a chunk only its addresses load. */
const StudioApp = lazy(() =>
  import("../studio/StudioApp").then(({ StudioApp: app }) => ({ default: app })),
);

/** The Studio stands alone: no site header, menus or footer. Rendered on request, never indexed. */
export function loader() {
  return { frame: { layout: "none" as const } };
}

export const meta: Route.MetaFunction = ({ location }) =>
  noindexPageMeta(
    {
      title: "Workcraft Studio",
      description: "Compose, preview and publish the site's pages.",
    },
    location.pathname,
  );

export default function Studio() {
  return (
    <Suspense fallback={null}>
      <StudioApp />
    </Suspense>
  );
}
