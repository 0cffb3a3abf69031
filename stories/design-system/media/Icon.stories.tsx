import type { Meta, StoryObj } from "@storybook/react-vite";
import { Grid, Icon, iconNames, iconSizes, Inline, Text } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Media/Icon",
  component: Icon,
  args: { name: "chart" },
  argTypes: {
    name: { control: "select", options: iconNames },
    size: { control: "inline-radio", options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon, in the current text colour; decorative, so hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector("svg")!;
    await expect(icon).toHaveAttribute("data-icon", "chart");
    await expect(icon).toHaveAttribute("aria-hidden", "true");
    await expect(icon).toHaveAttribute("focusable", "false");
    await expect(icon.getAttribute("stroke")).toBe("currentColor");
  },
};

export const Playground: Story = { args: { name: "rocket", size: "xlarge" } };

/**
 * The one icon set: every icon with its name, as a block's content or a menu names it, and the
 * components' own (close, chevrons, the external mark of a link to another site).
 */
export const AllIcons: Story = {
  args: { size: "xlarge" },
  render: (args) => (
    <Grid as="ul" columns={4} padding="none" style={{ listStyle: "none", margin: 0 }}>
      {iconNames.map((name) => (
        <li key={name}>
          <Inline gap="small" align="start">
            <Icon {...args} name={name} />
            <Text as="span" size="small">
              {name}
            </Text>
          </Inline>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll("svg")];
    await expect(icons.map((icon) => icon.dataset.icon)).toEqual([...iconNames]);
    for (const icon of icons) {
      // Each name draws strokes that span a good part of its box, not an empty square (a
      // chevron is long one way only).
      const drawn = (icon as SVGSVGElement).getBBox();
      await expect(Math.max(drawn.width, drawn.height), icon.dataset.icon).toBeGreaterThanOrEqual(
        10,
      );
      await expect(Math.min(drawn.width, drawn.height), icon.dataset.icon).toBeGreaterThan(0);
      await expect(icon.getBoundingClientRect().width).toBeGreaterThan(0);
    }
    // Hidden from assistive technology: the list reads as names only.
    await expect(canvas.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      ...iconNames,
    ]);
  },
};

/** The four sizes, from the tokens' icon sizes. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium" align="start">
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll("svg")].map(
      (icon) => icon.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(iconSizes.length);
  },
};
