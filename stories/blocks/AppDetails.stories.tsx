import type { Meta, StoryObj } from "@storybook/react-vite";
import { appBySlug } from "@workcraft/domain/data";
import { initialRoadmapVotes, voteFor, type RoadmapVotes } from "@workcraft/domain/rules";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";
import { fakeWebsiteApi, type FakeApi } from "../support/fakeWebsiteApi";

/**
 * How long the vote and the form after it may take to come: their code loads then, which the
 * story's dev server compiles on its first request.
 */
const LAZY = { timeout: 15_000 };

/** Every call the stand-in API answered, as `path` and body. */
const apiCalls = fn();

/**
 * The API as the block calls it: the app's live fields answered from the catalogue (with the
 * apps `launched` since the build no longer coming soon, as the API answers once the Studio
 * announced them), the votes of coming-soon apps, and a launch notice asked for.
 */
function appPageApi(launched: Record<string, string>): FakeApi {
  let votes: RoadmapVotes = Object.fromEntries(
    Object.entries(initialRoadmapVotes()).map(([key, record]) => [
      key,
      { ...record, ...(launched[key] ? { launchedAt: launched[key] } : {}) },
    ]),
  );
  return (path, body) => {
    apiCalls(path, body);
    if (path === "app-store/get-app-by-slug") {
      const app = appBySlug((body as { slug: string }).slug);
      if (app) {
        const live = launched[app.id] ? { ...app, comingSoon: false } : app;
        return { status: 200, body: { data: live } };
      }
    }
    if (path === "roadmap/list") return { status: 200, body: { data: votes } };
    if (path === "roadmap/vote") {
      const { key } = body as { key: string };
      votes = voteFor(votes, key);
      return {
        status: 200,
        body: { data: { key, counted: true, votes: votes[key]?.votes ?? 0 } },
      };
    }
    if (path === "launch-notices/ask") {
      return { status: 200, body: { data: { asked: true, validForHours: 48 } } };
    }
    return { status: 404, body: { error: { code: "not_found", message: `No ${path} here.` } } };
  };
}

const meta = {
  title: "Blocks/AppDetails",
  ...blockStoryMeta,
  parameters: { ...blockStoryMeta.parameters, launched: {} },
  // The block refreshes the app's live fields from the API as it mounts: answered from the
  // catalogue, as the API answers it, so the story calls no server that is not there.
  beforeEach: ({ parameters }) => {
    apiCalls.mockClear();
    return fakeWebsiteApi(appPageApi(parameters.launched as Record<string, string>));
  },
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

/**
 * A coming-soon app's page takes votes (the database's count), and after a vote offers an
 * e-mail when the app ships; focus stays on the vote.
 */
export const ComingSoonVote: Story = {
  args: pageBlock("/business-app/apps/online-surveys", "AppDetails"),
  play: async ({ canvasElement, canvas, args }) => {
    await expectBlockShown(canvasElement, args, "Online Surveys");
    // The badge and the cart's button both say it.
    await expect(canvas.getAllByText("Coming soon")).toHaveLength(2);
    const vote = await canvas.findByRole(
      "button",
      { name: "Vote for Online Surveys 0 votes" },
      LAZY,
    );
    await waitFor(() => expect(apiCalls).toHaveBeenCalledWith("roadmap/list", {}));
    await userEvent.click(vote);
    await expect(vote).toHaveAccessibleName("Voted for Online Surveys 1 vote");
    const form = await canvas.findByRole(
      "form",
      { name: "E-mail me when Online Surveys ships" },
      LAZY,
    );
    await expect(within(form).getByRole("checkbox")).not.toBeChecked();
    await expect(vote).toHaveFocus();
    await expect(apiCalls).toHaveBeenCalledWith("roadmap/vote", { key: "online-surveys" });
  },
};

/**
 * Launched since the build: the page's live answer says the app is out, so it no longer says
 * "Coming soon" and takes no votes.
 */
export const LaunchedSinceBuild: Story = {
  args: pageBlock("/business-app/apps/online-surveys", "AppDetails"),
  parameters: { launched: { "online-surveys": "2026-11-20T09:30:00.000Z" } },
  play: async ({ canvasElement, canvas, args }) => {
    await expectBlockShown(canvasElement, args, "Online Surveys");
    await waitFor(() => expect(canvas.queryAllByText("Coming soon")).toEqual([]));
    await expect(canvas.getByRole("button", { name: "Add to cart: Online Surveys" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Vote/ })).toBeNull();
  },
};

/** The block as its definition's example declares it: what an editor starts a new AppDetails with. */
export const Example: Story = exampleStory("AppDetails");
