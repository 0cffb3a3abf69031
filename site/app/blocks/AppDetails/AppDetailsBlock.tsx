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
import type { CatalogueApp, SiteLocale } from "@workcraft/domain/rules";
import {
  DEFAULT_LOCALE,
  formatCount,
  formatMoney,
  listParts,
  toCents,
} from "@workcraft/domain/rules";
import { callApi } from "../../api/apiClient";
import { AddToCartButton } from "../../cart/AddToCartButton";
import type { AppDetailsData, AppLink, AppStats } from "../../catalogue/shownData";
import { useShellText } from "../../i18n/ShellTextProvider";
import { formFor } from "../../i18n/countWords";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";
import { blockViewOf, type BlockViewProps } from "../blockView";
import { useRefresh } from "../../refresh/useRefresh";
import { AppVoteSlot } from "../../launchNotices/AppVoteSlot";

/** Links to other apps' pages, joined as the locale writes a list ("A, B, and C", "A, B und C"). */
function AppLinks({ links }: { links: AppLink[] }) {
  const { locale } = useShellText();
  const parts = listParts(
    links.map((link) => link.name),
    locale,
  );
  return parts.map((part) => {
    if ("between" in part) return part.between;
    const link = links[part.name]!;
    return (
      <Link key={link.href} href={link.href}>
        {link.name}
      </Link>
    );
  });
}

/** "X together with one other app" or "… N other apps", as the count's plural form takes. */
const RECOMMENDATION_FORMS = {
  one: "block.app.togetherWithOne",
  other: "block.app.togetherWith",
} as const;

/** An app's stats grid with its words and numbers in the page's locale. */
function AppStatsGrid({ stats }: { stats: AppStats }) {
  const text = useShellText();
  return (
    <StatsGrid
      {...stats}
      locale={text.locale}
      stats={stats.stats.map((stat) => ({
        label: text.text(stat.label),
        value: stat.word ? text.text(stat.word) : stat.value,
      }))}
      freeAppsLabel={text.text("block.app.freeCoreApps")}
      freeLabel={text.text("block.free")}
      recommendationLabel={text.text("block.app.recommended")}
      // English keeps the design system's own words, the same as the catalogue's.
      describeRecommendation={
        text.locale === DEFAULT_LOCALE
          ? undefined
          : (app, count) =>
              text.format(formFor(text, count, RECOMMENDATION_FORMS), {
                app,
                count: formatCount(count, { locale: text.locale }),
              })
      }
    />
  );
}

/** What the app's page shows that `get-app-by-slug` may have changed since the build. */
type LiveFields = Pick<AppDetailsData, "name" | "description" | "comingSoon" | "priceText">;

function liveFieldsOf(
  app: CatalogueApp,
  locale: SiteLocale,
): Omit<LiveFields, "description"> & Partial<LiveFields> {
  return {
    name: app.name,
    // The API words an app in English: a page in another locale keeps its translation.
    ...(locale === DEFAULT_LOCALE ? { description: app.description ?? app.shortDescription } : {}),
    comingSoon: app.comingSoon,
    priceText: app.price === 0 ? "" : formatMoney(toCents(app.price), { locale }),
  };
}

/**
 * The app's page as prerendered, then with its name, description (in English only: the API
 * words apps in English), price and availability as `get-app-by-slug` answers them; without an
 * answer the prerendered page stays.
 */
function useLiveApp(
  props: AppDetailsData,
  locale: SiteLocale,
): { app: AppDetailsData; loaded: boolean } {
  const answer = useRefresh(props.slug, (slug, signal) =>
    callApi("app-store/get-app-by-slug", { slug }, { signal }),
  );
  const fields = answer?.ok ? liveFieldsOf(answer.value, locale) : null;
  return { app: fields ? { ...props, ...fields } : props, loaded: answer !== null };
}

/** An app's page: intro, figures, relations in words, the long description and three features. */
export function AppDetailsBlock({ props, headingLevel }: BlockViewProps<"AppDetails">) {
  const text = useShellText();
  const { app, loaded } = useLiveApp(props, text.locale);
  const level = itemHeadingLevel(headingLevel);
  const conflicts = [
    ...app.excludes,
    ...app.excludedBy.filter((link) => !app.excludes.some((other) => other.href === link.href)),
  ];
  return (
    <>
      <Section spacing="large" {...messagePartsAttribute(text.locale, "block", "details")}>
        <Container>
          <Stack gap="large">
            <Inline gap="medium" alignItems="center">
              <img src={app.iconUrl} alt="" width={64} height={64} />
              <Stack gap="xsmall">
                <Heading level={headingLevel} size="xlarge">
                  {app.name}
                </Heading>
                <Inline gap="small">
                  {app.comingSoon && <ComingSoonBadge label={text.text("header.comingSoon")} />}
                  {app.defaultApp && (
                    <Badge tone="success">{text.text("block.app.inEveryWorkspace")}</Badge>
                  )}
                  {app.tier === "enterprise" && <Badge tone="accent">Enterprise</Badge>}
                  <Badge>
                    {app.priceText === ""
                      ? text.text("block.free")
                      : text.format("block.priceMonthly", { price: app.priceText })}
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
            {/* A coming-soon app takes votes here, and offers an e-mail when it ships. */}
            {app.comingSoon && <AppVoteSlot appKey={app.appId} appName={app.name} />}
            {app.stats && <AppStatsGrid stats={app.stats} />}
            {app.dependencies.length > 0 && (
              <Text>
                {text.format("block.app.needs", { app: app.name })}{" "}
                <AppLinks links={app.dependencies} />
                {text.format("block.app.needsAdded", { app: app.name })}
              </Text>
            )}
            {conflicts.length > 0 && (
              <Text>
                {text.format("block.app.conflicts", { app: app.name })}{" "}
                <AppLinks links={conflicts} /> {text.text("block.app.conflictsEnd")}
              </Text>
            )}
          </Stack>
        </Container>
      </Section>
      {app.paragraphs.length > 0 && (
        <Section background="subtle" aria-label={text.format("block.app.about", { app: app.name })}>
          <Container width="medium">
            <Stack gap="medium">
              <Heading level={level} size="large">
                {text.format("block.app.about", { app: app.name })}
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
