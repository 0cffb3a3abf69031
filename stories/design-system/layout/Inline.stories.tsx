import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Inline, inlineAlignments } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Layout/Inline",
  component: Inline,
  args: {
    children: [
      <Button key="a">Start free</Button>,
      <Button key="b" variant="secondary">
        Talk to sales
      </Button>,
    ],
  },
  argTypes: {
    align: { control: "inline-radio", options: inlineAlignments },
    gap: { control: "select", options: ["none", "xsmall", "small", "medium", "large"] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole("button", { name: "Start free" }).getBoundingClientRect();
    const second = canvas.getByRole("button", { name: "Talk to sales" }).getBoundingClientRect();
    await expect(second.top).toBe(first.top);
    await expect(second.left - first.right).toBe(12);
  },
};

export const Playground: Story = { args: { align: "center", gap: "large" } };

/** Spread to both ends of the row. */
export const SpaceBetween: Story = { args: { align: "between" } };
