import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Container,
  Heading,
  Section,
  sectionSpacings,
  sectionTones,
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
    tone: { control: "inline-radio", options: sectionTones },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Venture Capital CRM" })).toHaveAttribute(
      "data-tone",
      "default",
    );
  },
};

export const Playground: Story = { args: { tone: "brand", spacing: "large" } };

/** A dark band: text turns to the inverse colour. */
export const Inverse: Story = {
  args: {
    tone: "inverse",
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

/** Every tone, one under another. */
export const Tones: Story = {
  render: () => (
    <div>
      {sectionTones.map((tone) => (
        <Section key={tone} tone={tone} spacing="small" aria-label={`Tone ${tone}`}>
          <Container>
            <Text>Tone {tone}</Text>
          </Container>
        </Section>
      ))}
    </div>
  ),
};
