import { cva, cx } from "class-variance-authority";
import { useId, type ComponentPropsWithoutRef, type RefAttributes } from "react";
import { Badge } from "../../actions/Badge";
import { formatDisplayCount } from "../formatCount";
import * as styles from "./StatsGrid.css";

/** The spec's stats grid types of an app's specifications. */
export const statsGridTypes = ["3-stats", "4-stats", "5-stats-priced", "grid-free-apps"] as const;
export type StatsGridType = (typeof statsGridTypes)[number];

const statsGridDefaults = { type: "3-stats" } as const;

export const statsGridVariants = cva(styles.grid, {
  variants: { type: styles.type },
  defaultVariants: statsGridDefaults,
});

/**
 * One figure: a number is written in the grid's `locale` (en unless told); pass versions as
 * strings ("2.10").
 */
export interface StatsGridStat {
  /** What the figure counts, such as "Installs". */
  label: string;
  /** The figure itself. */
  value: string | number;
}

/** One price tier of a priced app. */
export interface StatsGridTier {
  /** The usage the tier covers, such as "up to 100k documents". */
  usage: string;
  /** Its cost, such as "Free", "$10 per 5k contacts" or "Enterprise". */
  cost: string;
}

/** The app the free core apps recommend, with how many others come along. */
export interface StatsRecommendation {
  /** The recommended app's name. */
  featuredApp: string;
  /** How many other apps come with it. */
  numberOfOtherApps: number;
}

export interface StatsGridProps
  extends Omit<ComponentPropsWithoutRef<"div">, "children">, RefAttributes<HTMLDivElement> {
  /** Which of the spec's grids: 3 or 4 stats, 5 with price tiers, or the free core apps. */
  type: StatsGridType;
  /** The figures, such as the version and the installs. */
  stats?: readonly StatsGridStat[];
  /** Price tiers, after the figures (type `5-stats-priced`). */
  tiers?: readonly StatsGridTier[];
  /** Names of the free core apps (type `grid-free-apps`). */
  freeApps?: readonly string[];
  /** The caption that names the list of free apps. */
  freeAppsLabel?: string;
  /** What each free app's tile says about its price. */
  freeLabel?: string;
  /** The app recommended with the free core apps. */
  recommendation?: StatsRecommendation;
  /** The badge before the recommendation. */
  recommendationLabel?: string;
  /**
   * The sentence after the recommendation's badge, in the page's language. By default
   * "To-Do Lists together with one other app" or "… with 6 other apps", the count written in
   * the grid's `locale`.
   */
  describeRecommendation?: (featuredApp: string, numberOfOtherApps: number) => string;
  /**
   * The page's locale, such as "de": numeric figures are written its way ("1.875"). English
   * ("1,875") when left out.
   */
  locale?: string;
}

/** The recommendation in English, its count written in `locale`. */
function recommendationInEnglish(
  featuredApp: string,
  numberOfOtherApps: number,
  locale: string | undefined,
): string {
  const otherApps =
    numberOfOtherApps === 1
      ? "one other app"
      : `${formatDisplayCount(numberOfOtherApps, locale)} other apps`;
  return `${featuredApp} together with ${otherApps}`;
}

/** An app's figures (version, installs, price tiers) or its free core apps, as tiles. */
export function StatsGrid({
  type,
  stats = [],
  tiers = [],
  freeApps = [],
  freeAppsLabel = "Free core apps",
  freeLabel = "Free",
  recommendation,
  recommendationLabel = "Recommended",
  describeRecommendation,
  locale,
  className,
  ...props
}: StatsGridProps) {
  const captionId = useId();
  const grid = statsGridVariants({ type });
  const describe =
    describeRecommendation ??
    ((featuredApp: string, numberOfOtherApps: number) =>
      recommendationInEnglish(featuredApp, numberOfOtherApps, locale));
  return (
    <div data-type={type} className={cx(styles.root, className)} {...props}>
      {(stats.length > 0 || tiers.length > 0) && (
        <dl className={grid}>
          {stats.map((stat) => (
            <div key={stat.label} className={cx(styles.tile, styles.statTile)}>
              <dt className={styles.label}>{stat.label}</dt>
              <dd className={styles.value}>
                {typeof stat.value === "number"
                  ? formatDisplayCount(stat.value, locale)
                  : stat.value}
              </dd>
            </div>
          ))}
          {tiers.map((tier) => (
            <div
              key={tier.usage}
              data-kind="tier"
              className={cx(styles.tile, styles.statTile, styles.tierTile)}
            >
              <dt className={styles.label}>{tier.usage}</dt>
              <dd className={styles.value}>{tier.cost}</dd>
            </div>
          ))}
        </dl>
      )}
      {freeApps.length > 0 && (
        <>
          <p id={captionId} className={styles.caption}>
            {freeAppsLabel}
          </p>
          <ul className={grid} aria-labelledby={captionId}>
            {freeApps.map((app) => (
              <li key={app} className={cx(styles.tile, styles.appTile)}>
                {app}
                <Badge tone="success">{freeLabel}</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
      {recommendation !== undefined && (
        <p className={styles.recommendation}>
          <Badge tone="accent">{recommendationLabel}</Badge>
          <span>{describe(recommendation.featuredApp, recommendation.numberOfOtherApps)}</span>
        </p>
      )}
    </div>
  );
}
