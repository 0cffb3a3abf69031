import type { Meta, StoryObj } from "@storybook/react-vite";
import { storeApps } from "@workcraft/domain/data";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";
import { fakeWebsiteApi } from "../support/fakeWebsiteApi";

const meta = {
  title: "Blocks/AppStore",
  ...blockStoryMeta,
  // The block refreshes its list from the API as it mounts: answered from the catalogue, as the
  // API answers it, so the story calls no server that is not there.
  beforeEach: () =>
    fakeWebsiteApi((path) =>
      path === "app-store/list-apps-from-store"
        ? { status: 200, body: { data: storeApps() } }
        : { status: 404, body: { error: { code: "not_found", message: `No ${path} here.` } } },
    ),
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every app of the store, searchable and filterable, each with its Add to cart button. */
export const Store: Story = {
  args: pageBlock("/business-app/apps", "AppStore"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Every app in the store");
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: "Coming soon: Lead Management" }),
    ).toHaveAttribute("aria-disabled", "true");
  },
};

/** Searching as the visitor types, then nothing matching: the empty state and its way back. */
export const NothingMatches: Story = {
  args: pageBlock("/business-app/apps", "AppStore"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Search apps"), "kanban");
    await waitFor(() => expect(canvas.getAllByRole("listitem").length).toBeLessThan(10));
    await userEvent.type(canvas.getByLabelText("Search apps"), " nothing at all");
    await canvas.findByText("No app matches your search and filters.");
    await userEvent.click(canvas.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(canvas.getAllByRole("listitem").length).toBeGreaterThan(30));
    await userEvent.type(canvas.getByLabelText("Search apps"), "zzz");
    await canvas.findByText("No app matches your search and filters.");
  },
};

/** The block as its definition's example declares it: what an editor starts a new AppStore with. */
export const Example: Story = exampleStory("AppStore");
