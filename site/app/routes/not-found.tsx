import { Container, Heading, Link, Text } from "@workcraft/design-system";
import { data } from "react-router";
import * as page from "../layout/page.css";
import { pageMeta } from "../meta/pageMeta";
import type { Route } from "./+types/not-found";

export const NOT_FOUND_TITLE = "Page not found";

/** Answers every unknown path with HTTP 404, whether rendered on the server or navigated to. */
export function loader({ params }: Route.LoaderArgs) {
  return data({ path: `/${params["*"] ?? ""}` }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data: notFound }) => [
  ...pageMeta(
    {
      title: NOT_FOUND_TITLE,
      description: "The page you asked for does not exist or has moved.",
    },
    notFound?.path ?? "/404",
  ).filter((descriptor) => !("tagName" in descriptor)),
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <section className={page.section} aria-labelledby="not-found-title">
      <Container width="medium" className={page.stack}>
        <Text tone="muted" weight="bold">
          Error 404
        </Text>
        <Heading level={1} id="not-found-title">
          {NOT_FOUND_TITLE}
        </Heading>
        <Text>
          There is no page at <code>{loaderData.path}</code>. It may have moved, or the link may be
          mistyped.
        </Text>
        <Text>
          <Link href="/">Go to the home page</Link>
        </Text>
      </Container>
    </section>
  );
}
