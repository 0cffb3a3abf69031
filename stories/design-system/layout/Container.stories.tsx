import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container, containerWidths, Text } from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Layout/Container",
  component: Container,
  parameters: { layout: "fullscreen" },
  args: {
    children: (
      <Text>Content sits in a centred column with side padding that grows on larger screens.</Text>
    ),
  },
  argTypes: { width: { control: "inline-radio", options: containerWidths } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const column = canvas.getByText(/centred column/).parentElement;
    await expect(column).toHaveAttribute("data-width", "large");
  },
};

export const Playground: Story = { args: { width: "small" } };

/** The three widths, narrowest first. */
export const Widths: Story = {
  render: () => (
    <div>
      {containerWidths.map((width) => (
        <Container key={width} width={width}>
          <Text>Width {width}</Text>
        </Container>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = containerWidths.map(
      (width) => canvas.getByText(`Width ${width}`).parentElement!.getBoundingClientRect().width,
    );
    await expect(widths[0]).toBeLessThan(widths[1]!);
    await expect(widths[1]).toBeLessThan(widths[2]!);
  },
};
