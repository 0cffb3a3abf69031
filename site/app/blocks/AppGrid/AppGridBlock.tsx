import { AppCard, Grid, itemHeadingLevel, ContentBlock } from "@workcraft/design-system";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { formatPrice, toCents } from "@workcraft/domain/rules";

/** App cards from the catalogue: icon, name, one line, price, Coming soon where it applies. */
export function AppGridBlock({ props, headingLevel }: BlockViewProps<"AppGrid">) {
  return (
    <ContentBlock {...frameOf(props, headingLevel)}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        {props.apps.map((app) => (
          <AppCard
            key={app.id}
            as="li"
            name={app.name}
            headingLevel={itemHeadingLevel(headingLevel)}
            description={app.description}
            imageSrc={app.iconUrl}
            priceText={formatPrice(toCents(app.price))}
            comingSoon={app.comingSoon}
            href={app.href}
          />
        ))}
      </Grid>
    </ContentBlock>
  );
}

export default blockViewOf("AppGrid", AppGridBlock);
