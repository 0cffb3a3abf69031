import type { Meta, StoryObj } from "@storybook/react-vite";
import { appBySlug } from "@workcraft/domain/data";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";
import { fakeWebsiteApi } from "../support/fakeWebsiteApi";

const meta = {
  title: "Blocks/AppDetails",
  ...blockStoryMeta,
  // The block refreshes the app's live fields from the API as it mounts: answered from the
  // catalogue, as the API answers it, so the story calls no server that is not there.
  beforeEach: () =>
    fakeWebsiteApi((path, body) => {
      const app =
        path === "app-store/get-app-by-slug" ? appBySlug((body as { slug: string }).slug) : null;
      return app
        ? { status: 200, body: { data: app } }
        : { status: 404, body: { error: { code: "not_found", message: `No ${path} here.` } } };
    }),
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One app in full, from the catalogue: features with pictures, figures, tiers and relations. */
export const SalesQuotes: Story = {
  args: pageBlock("/business-app/apps/sales-quotes", "AppDetails"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Sales Quotes");
  },
};

/** The block as its definition's example declares it: what an editor starts a new AppDetails with. */
export const Example: Story = exampleStory("AppDetails");
