import { data } from "react-router";
import { NotFoundView } from "../layout/NotFoundView";
import { notFoundMeta } from "../meta/pageMeta";
import type { Route } from "./+types/not-found";

/** Answers every unknown path with HTTP 404, whether rendered on the server or navigated to. */
export function loader({ params }: Route.LoaderArgs) {
  return data({ path: `/${params["*"] ?? ""}` }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data: notFound }) => notFoundMeta(notFound?.path);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView path={loaderData.path} />;
}
