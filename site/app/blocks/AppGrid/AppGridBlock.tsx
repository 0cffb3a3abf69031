import { AppCard, Grid } from "@workcraft/design-system";
import { formatPrice, toCents } from "@workcraft/domain/rules";
import { BlockFrame, frameOf } from "../BlockFrame";
import { itemLevel } from "../blockLevel";
import type { BlockViewProps } from "../blockView";

/** App cards from the catalogue: icon, name, one line, price, Coming soon where it applies. */
export function AppGridBlock({ props, headingLevel }: BlockViewProps<"AppGrid">) {
  return (
    <BlockFrame {...frameOf(props, headingLevel)}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        {props.apps.map((app) => (
          <AppCard
            key={app.id}
            as="li"
            name={app.name}
            headingLevel={itemLevel(headingLevel)}
            description={app.description}
            imageSrc={app.iconUrl}
            priceText={formatPrice(toCents(app.price))}
            comingSoon={app.comingSoon}
            href={app.href}
          />
        ))}
      </Grid>
    </BlockFrame>
  );
}
