import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card, Container, Grid, Heading, Section, Text } from "@workcraft/design-system";
import { expect } from "storybook/test";

/** The do and don't examples of the Layout guide (Layout.mdx). */
const meta = {
  title: "Layout/Usage",
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const pitch =
  "Builders buy a plan, create workspaces and install prebuilt apps for sales, purchasing and productivity, then shape them without code.";

/** The band spans the page; the Container inside keeps the text in a readable column. */
export const DoContainerInASection: Story = {
  render: () => (
    <Section background="subtle" spacing="small">
      <Container width="medium">
        <Text>{pitch}</Text>
      </Container>
    </Section>
  ),
  play: async ({ canvas, canvasElement }) => {
    const band = canvasElement.querySelector("section")!.getBoundingClientRect().width;
    const line = canvas.getByText(pitch).getBoundingClientRect().width;
    await expect(line).toBeLessThan(band * 0.75);
  },
};

/** Without a Container the text runs from edge to edge of the band: lines too long to read. */
export const DontTextStraightInASection: Story = {
  render: () => (
    <Section background="subtle" spacing="small">
      <Text>{pitch}</Text>
    </Section>
  ),
  play: async ({ canvas, canvasElement }) => {
    const band = canvasElement.querySelector("section")!.getBoundingClientRect().width;
    const line = canvas.getByText(pitch).getBoundingClientRect().width;
    await expect(line).toBe(band);
  },
};

const apps = [
  { name: "Deal Flow", text: "Stages from lead to close." },
  { name: "Sales Quotes", text: "Quotes from the product catalogue." },
  { name: "Fund Management", text: "Funds, commitments and IRR." },
];

/** A Grid `as="ul"` of Cards `as="li"`: screen readers announce a list of three apps. */
export const DoGridAsAList: Story = {
  render: () => (
    <Container>
      <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} gap="medium" aria-label="Apps">
        {apps.map((app) => (
          <Card as="li" key={app.name}>
            <Heading level={3} size="small">
              {app.name}
            </Heading>
            <Text size="small" tone="muted">
              {app.text}
            </Text>
          </Card>
        ))}
      </Grid>
    </Container>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Apps" });
    await expect(list.querySelectorAll(":scope > li")).toHaveLength(3);
  },
};

/** The same cards as plain boxes: it looks alike, but nothing tells how many there are. */
export const DontGridOfBoxesForAList: Story = {
  render: () => (
    <Container>
      <Grid columns={{ mobile: 1, tablet: 3 }} gap="medium">
        {apps.map((app) => (
          <Card key={app.name}>
            <Heading level={3} size="small">
              {app.name}
            </Heading>
            <Text size="small" tone="muted">
              {app.text}
            </Text>
          </Card>
        ))}
      </Grid>
    </Container>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
  },
};
