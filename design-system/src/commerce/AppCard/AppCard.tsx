import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { ComingSoonBadge } from "../../actions/Badge";
import { Card, CardLink, type CardProps } from "../../actions/Card";
import { Heading, type HeadingLevel } from "../../typography/Heading";
import { Text } from "../../typography/Text";
import { VisuallyHidden } from "../../typography/VisuallyHidden";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./AppCard.css";

export const appCardLayouts = ["vertical", "horizontal"] as const;
export type AppCardLayout = (typeof appCardLayouts)[number];

const appCardDefaults = { layout: "vertical" } as const;

export const appCardVariants = cva(styles.base, {
  variants: { layout: styles.layout },
  defaultVariants: appCardDefaults,
});

export interface AppCardProps extends Omit<CardProps, "children" | "interactive"> {
  /** The app's name, shown as the card's heading. */
  name: string;
  /** The heading's rank in the page outline (its look stays the same). */
  headingLevel?: HeadingLevel;
  /** One or two sentences on what the app does. */
  description?: ReactNode;
  /** Icon above the name, or beside it in the horizontal layout; an image wins over it. */
  icon?: ReactNode;
  /** Image of the app (lazy loaded); shown instead of the icon. */
  imageSrc?: string;
  /** Text alternative of the image; empty by default since the name sits beside it. */
  imageAlt?: string;
  /** Intrinsic width of the image in pixels, so the layout does not shift while it loads. */
  imageWidth?: number;
  /** Intrinsic height of the image in pixels. */
  imageHeight?: number;
  /** The price as the caller writes it, such as "Free" or "$299"; none hides it. */
  priceText?: string;
  /** Read before the price by assistive technology. */
  priceLabel?: string;
  /** Not available yet: shows the "Coming soon" badge and sets `data-coming-soon`. */
  comingSoon?: boolean;
  /** The "Coming soon" badge's words, in the page's language ("Demnächst" in German). */
  comingSoonLabel?: string;
  /** The app's page: the whole card becomes one link, named by the app's name. */
  href?: string;
  /** An action of its own, such as an "Add to cart" button; it stays clickable and focusable. */
  action?: ReactNode;
  /** Icon and text one above the other (grids), or side by side (lists). */
  layout?: AppCardLayout;
}

/** An app of the store: its icon, name, description, price and an action. */
export function AppCard({
  name,
  headingLevel = 3,
  description,
  icon,
  imageSrc,
  imageAlt = "",
  imageWidth = 48,
  imageHeight = 48,
  priceText,
  priceLabel = "Price",
  comingSoon = false,
  comingSoonLabel,
  href,
  action,
  layout,
  as = "article",
  className,
  ...props
}: AppCardProps) {
  const hasMedia = imageSrc !== undefined || icon !== undefined;
  return (
    <Card
      as={as}
      interactive={href !== undefined}
      data-coming-soon={dataFlag(comingSoon)}
      data-layout={layout ?? appCardDefaults.layout}
      className={className}
      {...props}
    >
      <div className={appCardVariants({ layout })}>
        {hasMedia && (
          <div className={styles.media}>
            {imageSrc !== undefined ? (
              <img
                src={imageSrc}
                alt={imageAlt}
                width={imageWidth}
                height={imageHeight}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span aria-hidden="true">{icon}</span>
            )}
          </div>
        )}
        <div className={styles.body}>
          <div className={styles.title}>
            <Heading level={headingLevel} size="small">
              {href !== undefined ? <CardLink href={href}>{name}</CardLink> : name}
            </Heading>
            {comingSoon && <ComingSoonBadge label={comingSoonLabel} />}
          </div>
          {description !== undefined && (
            <Text size="small" tone="muted">
              {description}
            </Text>
          )}
        </div>
        {(priceText !== undefined || action !== undefined) && (
          <div className={styles.footer}>
            {priceText !== undefined && (
              <Text weight="bold" data-price="">
                <VisuallyHidden>{priceLabel}: </VisuallyHidden>
                {priceText}
              </Text>
            )}
            {action !== undefined && <div className={styles.action}>{action}</div>}
          </div>
        )}
      </div>
    </Card>
  );
}
