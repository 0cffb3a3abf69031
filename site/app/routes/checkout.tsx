import { ORDER_CATALOGUE, visibleBuilderPlans } from "@workcraft/domain/data";
import { localeOfPath, orderTemplateId } from "@workcraft/domain/rules";
import { Container, Section, Text } from "@workcraft/design-system";
import { createElement } from "react";
import { loadCheckoutFrame, loadedCheckoutFrame } from "../checkout/checkoutFrameLoader";
import { noindexPageMeta } from "../meta/pageMeta";
import { loadCatalogue, ShellText } from "../i18n/shellText";
import { useShellText } from "../i18n/ShellTextProvider";
import { checkoutStepPath, otherLocaleOnly } from "../paths";
import type { Route } from "./+types/checkout";

/**
 * The plans a visitor may choose and the name of the template asked for: read on the server
 * from the catalogue, so the checkout's code carries no catalogue. The frame's code is loaded
 * first, so the served HTML holds the step itself.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  otherLocaleOnly(params);
  const { locale } = localeOfPath(new URL(request.url).pathname);
  await Promise.all([loadCheckoutFrame(), loadCatalogue(locale, ["checkout"])]);
  const text = new ShellText(locale);
  const templateId = new URL(request.url).searchParams.get("template");
  const template = templateId
    ? ORDER_CATALOGUE.templates.find((candidate) => orderTemplateId(candidate) === templateId)
    : undefined;
  return {
    plans: visibleBuilderPlans().map(({ id, name, price }) => ({ id, name, price })),
    templateName: template?.info.name ?? null,
    meta: {
      title: text.text("checkout.metaTitle"),
      description: text.text("checkout.metaDescription"),
    },
  };
}

/** Arriving from another page: the frame's code loads beside the loader's data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadCheckoutFrame()]);
  return data;
}

/**
 * Every step of the checkout is a visitor's own, so no cache keeps its page, not even the
 * browser's: Back after the workspace is made renders the step again rather than showing a
 * stored one (docs/server.md, "Caching").
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The checkout is a visitor's own: never indexed, no canonical address. */
export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  noindexPageMeta(
    loaderData?.meta ?? CHECKOUT_META,
    checkoutStepPath("details", localeOfPath(location.pathname).locale),
  );

/** The checkout's meta where its data did not come, in English. */
const CHECKOUT_META = {
  title: "Checkout",
  description: "Start a workspace: your details, a code by e-mail, and the workspace is created.",
};

/** Every step of the checkout (each at its own address, see `routes.ts`). */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  // The same component every time once loaded (a module's export), so no state is lost.
  const frame = loadedCheckoutFrame();
  const text = useShellText();
  if (!frame) {
    return (
      <Section spacing="medium">
        <Container width="medium">
          <Text role="status">{text.text("checkout.opening")}</Text>
        </Container>
      </Section>
    );
  }
  return createElement(frame, { plans: loaderData.plans, templateName: loaderData.templateName });
}
