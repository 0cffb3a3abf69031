import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Container,
  Heading,
  Section,
  sectionBackgrounds,
  sectionSpacings,
  Text,
} from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Layout/Section",
  component: Section,
  parameters: { layout: "fullscreen" },
  args: {
    "aria-labelledby": "section-title",
    children: (
      <Container>
        <Heading level={2} id="section-title">
          Venture Capital CRM
        </Heading>
        <Text>Deal flow, portfolio and fund raising in one workspace.</Text>
      </Container>
    ),
  },
  argTypes: {
    spacing: { control: "inline-radio", options: sectionSpacings },
    background: { control: "inline-radio", options: sectionBackgrounds },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Venture Capital CRM" })).toHaveAttribute(
      "data-background",
      "default",
    );
  },
};

export const Playground: Story = { args: { background: "brand", spacing: "large" } };

/** A dark band: text turns to the inverse colour. */
export const Inverse: Story = {
  args: {
    background: "inverse",
    children: (
      <Container>
        <Heading level={2} id="section-title">
          Venture Capital CRM
        </Heading>
        <Text>Deal flow, portfolio and fund raising.</Text>
      </Container>
    ),
  },
};

/** Every background, one under another. */
export const Backgrounds: Story = {
  render: () => (
    <div>
      {sectionBackgrounds.map((background) => (
        <Section
          key={background}
          background={background}
          spacing="small"
          aria-label={`Background ${background}`}
        >
          <Container>
            <Text>Background {background}</Text>
          </Container>
        </Section>
      ))}
    </div>
  ),
};
