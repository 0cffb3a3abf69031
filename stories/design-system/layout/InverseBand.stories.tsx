import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Badge,
  badgeTones,
  Button,
  buttonVariantNames,
  Card,
  Container,
  Heading,
  Inline,
  Link,
  Section,
  Stack,
  Text,
  type SectionBackground,
} from "@workcraft/design-system";
import { contrastRatio, palette, reducedMotion } from "@workcraft/tokens";
import { expect, userEvent } from "storybook/test";
import { hexOf } from "../../support/computedColour";

/** The same components on one band: nothing in them knows which band it sits on. */
function Components({ background }: { background: SectionBackground }) {
  const title = `Components on the ${background} band`;
  return (
    <Section background={background} aria-label={title}>
      <Container>
        <Stack gap="large">
          <Heading level={2}>{title}</Heading>
          <Text tone="muted">
            Deal flow, portfolio and fund raising in one workspace.{" "}
            <Link href="/pricing">See pricing</Link>
          </Text>
          <Inline gap="small">
            {buttonVariantNames.map((variant) => (
              <Button key={variant} variant={variant}>
                {`${variant[0]!.toUpperCase()}${variant.slice(1)} button`}
              </Button>
            ))}
          </Inline>
          <Inline gap="xsmall">
            {badgeTones.map((tone) => (
              <Badge key={tone} tone={tone}>
                {tone}
              </Badge>
            ))}
          </Inline>
          <Card appearance="outlined">
            <Heading level={3} size="small">
              Venture Capital CRM
            </Heading>
            <Text tone="muted">A card reads the band's raised surface.</Text>
          </Card>
        </Stack>
      </Container>
    </Section>
  );
}

const meta = {
  title: "Layout/Inverse band",
  component: Components,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          '`<Section background="inverse">` puts the inverse theme on its band: the same colour roles with the dark band\'s values, so buttons, links, badges, cards and the focus ring read on it with no change of their own. Below it, the same components on the light page.',
      },
    },
  },
} satisfies Meta<typeof Components>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every button variant, a link, every badge tone and a card, on the dark band and on the page. */
export const OnTheDarkBand: Story = {
  args: { background: "inverse" },
  render: () => (
    <div>
      <Components background="inverse" />
      <Components background="default" />
    </div>
  ),
  play: async ({ canvas }) => {
    const band = canvas.getByRole("region", { name: "Components on the inverse band" });
    const bandColour = hexOf(getComputedStyle(band).backgroundColor);
    await expect(bandColour).toBe(palette.inverseColour.surface);

    // The first stop of the keyboard is the band's link, then its primary button.
    await userEvent.tab();
    await userEvent.tab();
    const primary = canvas.getAllByRole("button", { name: "Primary button" })[0]!;
    await expect(primary).toHaveFocus();
    const ring = getComputedStyle(primary);
    await expect(ring.outlineStyle).toBe("solid");
    const ringColour = hexOf(ring.outlineColor);
    await expect(ringColour).toBe(palette.inverseColour.focusRing);
    await expect(contrastRatio(ringColour, bandColour)).toBeGreaterThanOrEqual(3);
    // For people who ask for less motion (as the tests do), the band's theme has none either.
    const fast = matchMedia(reducedMotion).matches
      ? "0s"
      : `${Number.parseFloat(palette.duration.fast) / 1000}s`;
    await expect(ring.transitionDuration.split(", ")).toEqual([fast, fast, fast]);

    // The link takes the band's brand colour, which reads on the dark surface.
    const link = canvas.getAllByRole("link", { name: "See pricing" })[0]!;
    const linkColour = hexOf(getComputedStyle(link).color);
    await expect(linkColour).toBe(palette.inverseColour.brand);
    await expect(contrastRatio(linkColour, bandColour)).toBeGreaterThanOrEqual(4.5);
  },
};
