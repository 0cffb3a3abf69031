import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading, Link, Stack, Text } from "@workcraft/design-system";
import { expect } from "storybook/test";
import { withRecordingLinks } from "../../support/storyLinks";

/** The do and don't examples of the Typography guide (Typography.mdx). */
const meta = {
  title: "Typography/Usage",
  tags: ["!autodocs"],
  decorators: [withRecordingLinks],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section's title is a Heading: in the outline at its level, drawn at the size chosen. */
export const DoHeadingForASection: Story = {
  render: () => (
    <Stack gap="small">
      <Heading level={2} size="medium">
        Pricing questions
      </Heading>
      <Text>Every plan is billed monthly and can be cancelled at the end of a month.</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Pricing questions" }),
    ).toHaveAttribute("data-size", "medium");
  },
};

/** Bold text looks like a heading, but a screen reader's list of headings skips it. */
export const DontBoldTextAsAHeading: Story = {
  render: () => (
    <Stack gap="small">
      <Text size="large" weight="bold">
        Pricing questions
      </Text>
      <Text>Every plan is billed monthly and can be cancelled at the end of a month.</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading")).not.toBeInTheDocument();
  },
};

/** The link's words say where it leads, so it makes sense read alone in a list of links. */
export const DoSayWhereALinkLeads: Story = {
  render: () => (
    <Text>
      Each managed subscription includes five users.{" "}
      <Link href="/pricing">See the prices of managed subscriptions</Link>.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "See the prices of managed subscriptions" }),
    ).toHaveAttribute("href", "/pricing");
  },
};

/** "Click here" says nothing out of its sentence, and every such link sounds the same. */
export const DontClickHere: Story = {
  render: () => (
    <Text>
      Each managed subscription includes five users. To see the prices,{" "}
      <Link href="/pricing">click here</Link>.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAccessibleName("click here");
  },
};
