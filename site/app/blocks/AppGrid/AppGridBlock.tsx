import { AppCard, Grid, itemHeadingLevel, ContentBlock } from "@workcraft/design-system";
import { formatPrice, toCents } from "@workcraft/domain/rules";
import { blockViewOf, frameOf, type BlockViewProps } from "../blockView";
import { useShellText } from "../../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";

/** App cards from the catalogue: icon, name, one line, price, Coming soon where it applies. */
export function AppGridBlock({ props, headingLevel }: BlockViewProps<"AppGrid">) {
  const text = useShellText();
  const { locale } = text;
  return (
    <ContentBlock {...frameOf(props, headingLevel)} {...messagePartsAttribute(locale, "block")}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        {props.apps.map((app) => (
          <AppCard
            key={app.id}
            as="li"
            name={app.name}
            headingLevel={itemHeadingLevel(headingLevel)}
            description={app.description}
            imageSrc={app.iconUrl}
            priceText={formatPrice(toCents(app.price), { locale, free: text.text("block.free") })}
            priceLabel={text.text("block.price")}
            comingSoon={app.comingSoon}
            comingSoonLabel={text.text("header.comingSoon")}
            href={app.href}
          />
        ))}
      </Grid>
    </ContentBlock>
  );
}

export default blockViewOf("AppGrid", AppGridBlock);
