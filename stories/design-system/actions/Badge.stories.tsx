import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, badgeTones, ComingSoonBadge, Inline } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Actions/Badge",
  component: Badge,
  args: { children: "New" },
  argTypes: { tone: { control: "inline-radio", options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { tone: "brand", children: "Most popular" } };

/** Every tone; each pairs text and background at WCAG AA. */
export const Tones: Story = {
  render: () => (
    <Inline>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};

/** The spec's label for apps and menu entries not available yet. */
export const ComingSoon: Story = {
  render: () => <ComingSoonBadge />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Coming soon")).toHaveAttribute("data-coming-soon");
  },
};
