import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { type PageStory, expectPageShown, pageStoryMeta, sitePage } from "../support/siteBlocks";

const meta = {
  title: "Pages/Landing",
  ...pageStoryMeta,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/` from `site/content/index.json`: hero, features, templates, the roadmap and the closing call. */
export const Home: Story = {
  args: sitePage("/"),
  play: async ({ canvasElement, canvas }) => {
    await expectPageShown(canvasElement, "Business apps for every workflow, without writing code", [
      "How teams use Workcraft",
      "Templates that run a whole business line",
      "What we build next is up to you",
      "See what your first workspace could look like",
    ]);
    await expect(canvas.getAllByRole("button", { name: /^Vote for / }).length).toBeGreaterThan(0);
  },
};
