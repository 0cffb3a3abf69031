import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text, textSizes, textTones, textWeights } from "@workcraft/design-system";

const meta = {
  title: "Typography/Text",
  component: Text,
  args: {
    children: "Install ready-made apps for sales, purchasing and productivity in one workspace.",
  },
  argTypes: {
    size: { control: "select", options: textSizes },
    tone: { control: "select", options: textTones },
    weight: { control: "select", options: textWeights },
    as: { control: "inline-radio", options: ["p", "span", "div"] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { size: "large", tone: "muted", weight: "medium" } };

/** Every tone; each meets WCAG AA on the page surface. */
export const Tones: Story = {
  render: (args) => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

/** Every size of the scale. */
export const Sizes: Story = {
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </div>
  ),
};
