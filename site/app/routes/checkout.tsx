import { ORDER_CATALOGUE, visibleBuilderPlans } from "@workcraft/domain/data";
import { orderTemplateId } from "@workcraft/domain/rules";
import { Container, Section, Text } from "@workcraft/design-system";
import { lazy, Suspense } from "react";
import { pageMeta } from "../meta/pageMeta";
import type { Route } from "./+types/checkout";

/**
 * The checkout's frame and steps, in a chunk of their own: a route module is an entry of the
 * build, and what an entry imports joins the script every page loads.
 */
const CheckoutFrame = lazy(() =>
  import("../checkout/CheckoutFrame").then((views) => ({ default: views.CheckoutFrame })),
);

/**
 * The plans a visitor may choose and the name of the template asked for: read on the server
 * from the catalogue, so the checkout's code carries no catalogue.
 */
export function loader({ request }: Route.LoaderArgs) {
  const templateId = new URL(request.url).searchParams.get("template");
  const template = templateId
    ? ORDER_CATALOGUE.templates.find((candidate) => orderTemplateId(candidate) === templateId)
    : undefined;
  return {
    plans: visibleBuilderPlans().map(({ id, name, price }) => ({ id, name, price })),
    templateName: template?.info.name ?? null,
  };
}

/**
 * Every step of the checkout is a visitor's own, so no cache keeps its page, not even the
 * browser's: Back after the workspace is made renders the step again rather than showing a
 * stored one (README, "Caching").
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The checkout is a visitor's own: never indexed, no canonical address. */
export const meta: Route.MetaFunction = () => [
  ...pageMeta(
    {
      title: "Checkout",
      description:
        "Start a workspace: your details, a code by e-mail, and the workspace is created.",
    },
    "/checkout",
  ).filter((descriptor) => !("tagName" in descriptor)),
  { name: "robots", content: "noindex" },
];

/** Every step of the checkout (each at its own address, see `routes.ts`). */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense
      fallback={
        <Section spacing="medium">
          <Container width="medium">
            <Text role="status">Opening your checkout…</Text>
          </Container>
        </Section>
      }
    >
      <CheckoutFrame plans={loaderData.plans} templateName={loaderData.templateName} />
    </Suspense>
  );
}
