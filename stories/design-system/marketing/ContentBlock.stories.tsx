import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  blockBackgrounds,
  blockHeadingLevels,
  Card,
  ContentBlock,
  Grid,
  Text,
} from "@workcraft/design-system";
import { expect } from "storybook/test";

const meta = {
  title: "Marketing/ContentBlock",
  component: ContentBlock,
  parameters: { layout: "fullscreen" },
  args: {
    title: "Apps for every team",
    description: "Install the ones you need; the apps they depend on come along.",
    headingLevel: 2,
    background: "default",
    children: (
      <Grid columns={{ mobile: 1, tablet: 3 }} gap="medium">
        {["Deal Flow", "Fund Management", "Email Marketing"].map((name) => (
          <Card key={name} appearance="outlined">
            <Text>{name}</Text>
          </Card>
        ))}
      </Grid>
    ),
  },
  argTypes: {
    background: { control: "inline-radio", options: blockBackgrounds },
    headingLevel: { control: "inline-radio", options: blockHeadingLevels },
    children: { control: false },
  },
} satisfies Meta<typeof ContentBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of a list-like block: a band named by its heading, the introduction, the content. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: "Apps for every team" });
    await expect(canvas.getByRole("region", { name: "Apps for every team" })).toContainElement(
      heading,
    );
    await expect(canvas.getByText("Deal Flow")).toBeVisible();
  },
};

/** The page's first block: its heading is the page's h1, in the larger size. */
export const PageHeading: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Apps for every team",
    );
  },
};

/** Long text that brings its own headings: no title, so no header and no named region. */
export const WithoutTitle: Story = {
  args: { title: undefined, description: undefined, children: <Text>Terms and conditions…</Text> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};
