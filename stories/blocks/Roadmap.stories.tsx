import type { Meta, StoryObj } from "@storybook/react-vite";
import { initialRoadmapVotes, voteFor, type RoadmapVotes } from "@workcraft/domain/rules";
import { ROADMAP_ITEMS } from "@workcraft/domain";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  type BlockStory,
  blockStoryMeta,
  expectBlockShown,
  pageBlock,
  exampleStory,
} from "../support/siteBlocks";
import { fakeWebsiteApi, type FakeApi } from "../support/fakeWebsiteApi";

/** Every call the stand-in roadmap API answered, as `path` and body. */
const roadmapCalls = fn();

/**
 * The roadmap calls of the website API, standing in for the database: the spec's counts plus
 * `cast` votes of other visitors, one vote per app for this visitor.
 */
function roadmapApi(cast: Record<string, number>): FakeApi {
  let votes: RoadmapVotes = Object.fromEntries(
    Object.entries(initialRoadmapVotes()).map(([key, record]) => [
      key,
      { ...record, votes: record.votes + (cast[key] ?? 0) },
    ]),
  );
  return (path, body) => {
    roadmapCalls(path, body);
    if (path === "roadmap/list") return { status: 200, body: { data: votes } };
    const { key } = body as { key: string };
    const before = votes;
    votes = voteFor(votes, key);
    return {
      status: 200,
      body: { data: { key, counted: votes !== before, votes: votes[key]?.votes ?? 0 } },
    };
  };
}

const meta = {
  title: "Blocks/Roadmap",
  ...blockStoryMeta,
  parameters: { ...blockStoryMeta.parameters, castVotes: {} },
  beforeEach: ({ parameters }) => {
    roadmapCalls.mockClear();
    return fakeWebsiteApi(roadmapApi(parameters.castVotes as Record<string, number>));
  },
} satisfies Meta<typeof BlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The apps we may build next on the release notes, each with the spec's votes and a button. */
export const ReleaseNotes: Story = {
  args: pageBlock("/release-notes", "Roadmap"),
  play: async ({ canvasElement, canvas, args }) => {
    await expectBlockShown(canvasElement, args, "Vote on what comes next");
    for (const item of ROADMAP_ITEMS) {
      const button = canvas.getByRole("button", {
        name: `Vote for ${item.name} ${item.votes} votes`,
      });
      await expect(button).toHaveAttribute("aria-pressed", "false");
    }
    // The counts load in an effect, which a published Storybook runs after the first paint.
    await waitFor(() => expect(roadmapCalls).toHaveBeenCalledWith("roadmap/list", {}));
  },
};

/**
 * The database's counts replace the spec's once loaded; a vote counts once, presses the button
 * and is sent once, and a second click does nothing.
 */
export const VotesOnce: Story = {
  args: pageBlock("/", "Roadmap"),
  parameters: { castVotes: { eSignature: 6 } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: "Vote for eSignature 256 votes" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toHaveAccessibleName("Voted for eSignature 257 votes");
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName("Voted for eSignature 257 votes");
    const votesSent = roadmapCalls.mock.calls.filter(([path]) => path === "roadmap/vote");
    await expect(votesSent).toEqual([["roadmap/vote", { key: "eSignature" }]]);
    // The other apps keep their counts and can still be voted for.
    await expect(
      canvas.getByRole("button", { name: "Vote for E-Learning 168 votes" }),
    ).toHaveAttribute("aria-pressed", "false");
  },
};

/** The block as its definition's example declares it: what an editor starts a new Roadmap with. */
export const Example: Story = exampleStory("Roadmap");
