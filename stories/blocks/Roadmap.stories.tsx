import type { Meta, StoryObj } from "@storybook/react-vite";
import { initialRoadmapVotes, voteFor, type RoadmapVotes } from "@workcraft/domain/rules";
import { ROADMAP_ITEMS } from "@workcraft/domain";
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
 * How long the form after a vote may take to come: its code loads then, which the story's dev
 * server compiles on its first request.
 */
const LAZY = { timeout: 15_000 };

/** Every call the stand-in roadmap API answered, as `path` and body. */
const roadmapCalls = fn();

/** What the stand-in roadmap API starts from, beyond the spec's counts. */
interface RoadmapStart {
  /** Votes of other visitors, by app. */
  cast?: Record<string, number>;
  /** Apps this visitor voted for on an earlier visit. */
  votedBefore?: readonly string[];
  /** Apps the Studio has launched, with when. */
  launched?: Record<string, string>;
}

/**
 * The roadmap calls of the website API, standing in for the database: the spec's counts plus
 * other visitors' votes, one vote per app for this visitor, the launches announced, and a
 * launch notice asked for (answered as the API answers every address).
 */
function roadmapApi({ cast = {}, votedBefore = [], launched = {} }: RoadmapStart): FakeApi {
  let votes: RoadmapVotes = Object.fromEntries(
    Object.entries(initialRoadmapVotes()).map(([key, record]) => [
      key,
      {
        votes: record.votes + (cast[key] ?? 0) + (votedBefore.includes(key) ? 1 : 0),
        wasVoted: votedBefore.includes(key),
        ...(launched[key] ? { launchedAt: launched[key] } : {}),
      },
    ]),
  );
  return (path, body) => {
    roadmapCalls(path, body);
    if (path === "roadmap/list") return { status: 200, body: { data: votes } };
    if (path === "launch-notices/ask") {
      return { status: 200, body: { data: { asked: true, validForHours: 48 } } };
    }
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
  parameters: { ...blockStoryMeta.parameters, roadmap: {} },
  beforeEach: ({ parameters }) => {
    roadmapCalls.mockClear();
    return fakeWebsiteApi(roadmapApi(parameters.roadmap as RoadmapStart));
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
 * and is sent once, and a second click does nothing. The vote then offers an e-mail when the
 * app ships; focus stays on the vote.
 */
export const VotesOnce: Story = {
  args: pageBlock("/", "Roadmap"),
  parameters: { roadmap: { cast: { eSignature: 6 } } },
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
    await expect(
      await canvas.findByRole("form", { name: "E-mail me when eSignature ships" }, LAZY),
    ).toBeVisible();
    await expect(button).toHaveFocus();
    await expect(canvas.getAllByRole("form")).toHaveLength(1);
  },
};

/**
 * After a vote, the visitor asks to hear when the app ships: sent empty, each field says what
 * is missing; with an address and the box ticked, the ask goes once, in the page's locale, and
 * the form makes way for where the link went and how long it works, which takes focus.
 */
export const AsksAfterVote: Story = {
  args: pageBlock("/", "Roadmap"),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "Vote for Recruitment 68 votes" }),
    );
    const form = await canvas.findByRole(
      "form",
      { name: "E-mail me when Recruitment ships" },
      LAZY,
    );
    const ask = within(form);
    const consent = ask.getByRole("checkbox", {
      name: "Yes, e-mail me when Recruitment ships. Use my address for nothing else.",
    });
    await expect(consent).not.toBeChecked();
    await userEvent.click(ask.getByRole("button", { name: "Notify me" }));
    const email = ask.getByRole("textbox", { name: /Your e-mail address/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription("Enter your e-mail address");
    await expect(consent).toHaveAccessibleDescription(
      "Tick the box so that we may e-mail you about Recruitment How we keep your address",
    );

    await userEvent.type(email, "ada@example.com");
    await userEvent.click(consent);
    await userEvent.click(ask.getByRole("button", { name: "Notify me" }));
    const sent = await canvas.findByRole("status");
    await expect(sent).toHaveTextContent(
      "Almost done: we sent a link to ada@example.com. Open it within 48 hours to confirm, and we will e-mail you once when Recruitment ships.",
    );
    await waitFor(() => expect(sent).toHaveFocus());
    const asked = roadmapCalls.mock.calls.filter(([path]) => path === "launch-notices/ask");
    await expect(asked).toEqual([
      [
        "launch-notices/ask",
        { key: "recruitment", email: "ada@example.com", consent: true, locale: "en" },
      ],
    ]);
  },
};

/**
 * An app voted for on an earlier visit offers the e-mail on a press: the form opens and its
 * address field takes focus.
 */
export const VotedBefore: Story = {
  args: pageBlock("/", "Roadmap"),
  parameters: { roadmap: { votedBefore: ["document-management"] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("button", { name: "Voted for Document Management 141 votes" }),
    ).toHaveAttribute("aria-pressed", "true");
    const offer = await canvas.findByRole("button", { name: "E-mail me when it ships" }, LAZY);
    await expect(canvas.queryByRole("form")).toBeNull();
    await userEvent.click(offer);
    const form = canvas.getByRole("form", { name: "E-mail me when Document Management ships" });
    await waitFor(() =>
      expect(within(form).getByRole("textbox", { name: /Your e-mail address/ })).toHaveFocus(),
    );
  },
};

/**
 * An app the Studio has launched says since when (in the page's locale) with its final count,
 * and takes no more votes; the others still do.
 */
export const Launched: Story = {
  args: pageBlock("/", "Roadmap"),
  parameters: { roadmap: { launched: { "e-learning": "2026-11-20T09:30:00.000Z" } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Launched on November 20, 2026")).toBeVisible();
    await expect(canvas.getByText("168 votes")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /E-Learning/ })).toBeNull();
    await expect(
      canvas.getByRole("button", { name: "Vote for eSignature 250 votes" }),
    ).toHaveAttribute("aria-pressed", "false");
  },
};

/** The block as its definition's example declares it: what an editor starts a new Roadmap with. */
export const Example: Story = exampleStory("Roadmap");
