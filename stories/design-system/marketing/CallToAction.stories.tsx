import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockHeadingLevels, CallToAction, callToActionTones } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Marketing/CallToAction",
  component: CallToAction,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Build your workspace today",
    text: "Pick a plan, install prebuilt apps and invite your team. No programming skills required.",
    primaryAction: { label: "See pricing", href: "/pricing" },
    secondaryAction: { label: "Contact us", href: "/contact" },
  },
  argTypes: {
    tone: { control: "inline-radio", options: callToActionTones },
    level: { control: "inline-radio", options: blockHeadingLevels },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const band = canvas.getByRole("region", { name: "Build your workspace today" });
    await expect(band).toHaveAttribute("data-tone", "brand");
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

export const Playground: Story = { args: { tone: "inverse" } };

/** The tinted brand band. */
export const Brand: Story = { args: { tone: "brand" } };

/** The dark band: title and text take the band's light text colour. */
export const Inverse: Story = {
  args: { tone: "inverse" },
  play: async ({ canvas }) => {
    const band = canvas.getByRole("region", { name: "Build your workspace today" });
    const heading = canvas.getByRole("heading", { level: 2 });
    await expect(getComputedStyle(heading).color).toBe(getComputedStyle(band).color);
    await expect(getComputedStyle(heading).color).not.toBe(getComputedStyle(band).backgroundColor);
  },
};

/** The quiet grey band. */
export const Subtle: Story = { args: { tone: "subtle" } };

/** One action only. */
export const SingleAction: Story = {
  args: { secondaryAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
  },
};
