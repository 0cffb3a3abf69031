import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading, headingLevels, headingSizes } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Typography/Heading",
  component: Heading,
  args: { level: 2, children: "Automate your sales pipeline" },
  argTypes: {
    level: { control: "inline-radio", options: headingLevels },
    size: { control: "select", options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2 });
    await expect(heading).toHaveAttribute("data-size", "large");
  },
};

export const Playground: Story = { args: { level: 1, size: "display" } };

/** Each level at its usual size. */
export const Levels: Story = {
  render: () => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};

/** An `h2` that looks like a display heading: outline and look are set apart. */
export const SizeApartFromLevel: Story = {
  args: { level: 2, size: "display", children: "A large h2" },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: "A large h2" });
    await expect(heading).toHaveAttribute("data-size", "display");
  },
};
