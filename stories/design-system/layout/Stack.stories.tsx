import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, Stack, stackAlignments } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Layout/Stack",
  component: Stack,
  args: {
    gap: "medium",
    children: [
      <Badge key="a">Dashboards</Badge>,
      <Badge key="b">User Settings</Badge>,
      <Badge key="c">API Integrations</Badge>,
    ],
  },
  argTypes: {
    align: { control: "inline-radio", options: stackAlignments },
    gap: { control: "select", options: ["none", "xsmall", "small", "medium", "large", "xlarge"] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText("Dashboards").getBoundingClientRect();
    const second = canvas.getByText("User Settings").getBoundingClientRect();
    await expect(second.top - first.bottom).toBe(16);
  },
};

export const Playground: Story = { args: { align: "start", gap: "large" } };

/** Children centred across the stack. */
export const Centred: Story = { args: { align: "center" } };
