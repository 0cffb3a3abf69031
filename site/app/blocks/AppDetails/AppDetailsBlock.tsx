import {
  Badge,
  ComingSoonBadge,
  Container,
  FeatureBlock,
  Heading,
  Inline,
  Link,
  Section,
  Stack,
  StatsGrid,
  Text,
  dataFlag,
  itemHeadingLevel,
} from "@workcraft/design-system";
import type { CatalogueApp } from "@workcraft/domain/rules";
import { FREE_PRICE_TEXT, formatPrice, toCents } from "@workcraft/domain/rules";
import { callApi } from "../../api/apiClient";
import { AddToCartButton } from "../../cart/AddToCartButton";
import type { AppDetailsData, AppLink } from "../../catalogue/shownData";
import { blockViewOf, type BlockViewProps } from "../blockView";
import { useRefresh } from "../../refresh/useRefresh";

function AppLinks({ links }: { links: AppLink[] }) {
  return links.map((link, index) => (
    <span key={link.href}>
      {index > 0 && (index === links.length - 1 ? " and " : ", ")}
      <Link href={link.href}>{link.name}</Link>
    </span>
  ));
}

/** What the app's page shows that `get-app-by-slug` may have changed since the build. */
type LiveFields = Pick<AppDetailsData, "name" | "description" | "comingSoon" | "priceText">;

function liveFieldsOf(app: CatalogueApp): LiveFields {
  return {
    name: app.name,
    description: app.description ?? app.shortDescription,
    comingSoon: app.comingSoon,
    priceText: formatPrice(toCents(app.price)),
  };
}

/**
 * The app's page as prerendered, then with its name, description, price and availability as
 * `get-app-by-slug` answers them; without an answer the prerendered page stays.
 */
function useLiveApp(props: AppDetailsData): { app: AppDetailsData; loaded: boolean } {
  const answer = useRefresh(props.slug, (slug, signal) =>
    callApi("app-store/get-app-by-slug", { slug }, { signal }),
  );
  const fields = answer?.ok ? liveFieldsOf(answer.value) : null;
  return { app: fields ? { ...props, ...fields } : props, loaded: answer !== null };
}

/** An app's page: intro, figures, relations in words, the long description and three features. */
export function AppDetailsBlock({ props, headingLevel }: BlockViewProps<"AppDetails">) {
  const { app, loaded } = useLiveApp(props);
  const level = itemHeadingLevel(headingLevel);
  const conflicts = [
    ...app.excludes,
    ...app.excludedBy.filter((link) => !app.excludes.some((other) => other.href === link.href)),
  ];
  return (
    <>
      <Section spacing="large">
        <Container>
          <Stack gap="large">
            <Inline gap="medium" alignItems="center">
              <img src={app.iconUrl} alt="" width={64} height={64} />
              <Stack gap="xsmall">
                <Heading level={headingLevel} size="xlarge">
                  {app.name}
                </Heading>
                <Inline gap="small">
                  {app.comingSoon && <ComingSoonBadge />}
                  {app.defaultApp && <Badge tone="success">In every workspace</Badge>}
                  {app.tier === "enterprise" && <Badge tone="accent">Enterprise</Badge>}
                  <Badge>
                    {app.priceText === FREE_PRICE_TEXT ? app.priceText : `${app.priceText} / month`}
                  </Badge>
                </Inline>
              </Stack>
            </Inline>
            <Text size="xlarge" tone="muted">
              {app.description}
            </Text>
            <div data-app-loaded={dataFlag(loaded)}>
              <AddToCartButton
                appId={app.appId}
                appName={app.name}
                comingSoon={app.comingSoon}
                size="large"
              />
            </div>
            {app.stats && <StatsGrid {...app.stats} />}
            {app.dependencies.length > 0 && (
              <Text>
                {app.name} needs <AppLinks links={app.dependencies} />; adding it to your cart adds{" "}
                {app.dependencies.length === 1 ? "that app" : "those apps"} too.
              </Text>
            )}
            {conflicts.length > 0 && (
              <Text>
                {app.name} cannot be used together with <AppLinks links={conflicts} /> in one
                workspace.
              </Text>
            )}
          </Stack>
        </Container>
      </Section>
      {app.paragraphs.length > 0 && (
        <Section background="subtle" aria-label={`About ${app.name}`}>
          <Container width="medium">
            <Stack gap="medium">
              <Heading level={level} size="large">
                About {app.name}
              </Heading>
              {app.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
              ))}
            </Stack>
          </Container>
        </Section>
      )}
      {app.features.map((feature, index) => (
        <FeatureBlock
          key={feature.id}
          title={feature.title}
          description={feature.description}
          image={feature.image}
          headingLevel={level}
          imagePosition={index % 2 === 0 ? "right" : "left"}
        />
      ))}
    </>
  );
}

export default blockViewOf("AppDetails", AppDetailsBlock);
