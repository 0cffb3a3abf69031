import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Layout/Box",
  component: Box,
  args: {
    padding: "large",
    background: "subtle",
    borderRadius: "large",
    children: <Text>A box with padding, a subtle surface and large corners.</Text>,
  },
  argTypes: {
    padding: { control: "select", options: ["none", "small", "medium", "large", "xlarge"] },
    background: { control: "select", options: ["surface", "subtle", "brandSubtle", "inverse"] },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText(/A box with padding/).parentElement!;
    // Sprinkles props become classes; none of them leak to the DOM as attributes.
    await expect(box.getAttribute("padding")).toBeNull();
    await expect(getComputedStyle(box).paddingTop).toBe("24px");
  },
};

export const Playground: Story = { args: { padding: "xlarge", background: "brandSubtle" } };

/** Responsive props: more padding from the tablet breakpoint on. */
export const Responsive: Story = {
  args: {
    padding: { mobile: "small", tablet: "xlarge" },
    children: <Text>Small padding on phones, extra large from tablets.</Text>,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Small padding on phones/).parentElement!;
    await expect(getComputedStyle(box).paddingTop).toBe("32px");
  },
};

/** Rendered as another element with `as`. */
export const AsSection: Story = {
  args: { as: "section", "aria-label": "Highlights" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Highlights" }).tagName).toBe("SECTION");
  },
};
