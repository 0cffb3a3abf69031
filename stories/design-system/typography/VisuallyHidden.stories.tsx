import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, VisuallyHidden } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Typography/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: " Fund Management" },
  render: (args) => (
    <Button>
      Add to cart
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads "Add to cart Fund Management" but shows only "Add to cart". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Add to cart Fund Management" });
    const hidden = canvas.getByText("Fund Management");
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeVisible();
  },
};

export const Playground: Story = { args: { children: " Investment Management" } };
