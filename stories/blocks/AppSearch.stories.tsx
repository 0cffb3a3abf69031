import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";

const meta = {
  title: "Blocks/AppSearch",
  ...blockStoryMeta,
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store front's search box, a GET form that opens the store's list searched for the words. */
export const StoreFront: Story = {
  args: pageBlock("/business-app", "AppSearch"),
  play: async ({ canvasElement, args }) => {
    await expectBlockShown(canvasElement, args, "Find an app");
    const canvas = within(canvasElement);
    const form = canvas.getByRole("search", { name: "Find an app" });
    await expect(form).toHaveAttribute("action", "/business-app/apps");
    await expect(form).toHaveAttribute("method", "get");
    const box = canvas.getByRole("searchbox", { name: "Search apps" });
    await expect(box).toHaveAttribute("name", "q");
    await userEvent.type(box, "invoice");
    await expect(box).toHaveValue("invoice");
    await expect(canvas.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  },
};

/** The block as its definition's example declares it: what an editor starts a new AppSearch with. */
export const Example: Story = exampleStory("AppSearch");
