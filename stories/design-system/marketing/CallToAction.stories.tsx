import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockBackgrounds, blockHeadingLevels, CallToAction } from "@workcraft/design-system";
import { expect } from "storybook/test";
import { expectEveryBackground, OnEveryBackground } from "../../support/backgrounds";

const meta = {
  title: "Marketing/CallToAction",
  component: CallToAction,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Build your workspace today",
    description:
      "Pick a plan, install prebuilt apps and invite your team. No programming skills required.",
    primaryAction: { label: "See pricing", href: "/pricing" },
    secondaryAction: { label: "Contact us", href: "/contact" },
  },
  argTypes: {
    background: { control: "inline-radio", options: blockBackgrounds },
    headingLevel: { control: "inline-radio", options: blockHeadingLevels },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const band = canvas.getByRole("region", { name: "Build your workspace today" });
    await expect(band).toHaveAttribute("data-background", "brand");
    await expect(canvas.getByRole("link", { name: "See pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(canvas.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  },
};

export const Playground: Story = { args: { background: "inverse", headingLevel: 3 } };

/** The dark band: title and text take the band's light text colour. */
export const Inverse: Story = {
  args: { background: "inverse" },
  play: async ({ canvas }) => {
    const band = canvas.getByRole("region", { name: "Build your workspace today" });
    const heading = canvas.getByRole("heading", { level: 2 });
    await expect(getComputedStyle(heading).color).toBe(getComputedStyle(band).color);
    await expect(getComputedStyle(heading).color).not.toBe(getComputedStyle(band).backgroundColor);
  },
};

/** The band on every block background. */
export const Backgrounds: Story = {
  render: (args) => (
    <OnEveryBackground
      renderBlock={(background) => (
        <CallToAction {...args} background={background} title={`${args.title} (${background})`} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryBackground(canvasElement);
  },
};

/** One action only. */
export const SingleAction: Story = {
  args: { secondaryAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
  },
};
