import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  buttonSizes,
  Inline,
  VoteButton,
  voteButtonLayouts,
  type VoteButtonProps,
} from "@workcraft/design-system";
import { ROADMAP_ITEMS } from "@workcraft/domain";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { roadmapItemOrThrow } from "../../support/catalogue";
import { inGerman } from "../../support/inGerman";

// Roadmap items with the spec's initial vote counts.
const eSignature = roadmapItemOrThrow("eSignature");
const documentManagement = roadmapItemOrThrow("document-management");
const eLearning = roadmapItemOrThrow("e-learning");

const meta = {
  title: "Commerce/VoteButton",
  component: VoteButton,
  args: { votes: eSignature.votes, subject: eSignature.name, onVote: fn() },
  argTypes: {
    layout: { control: "inline-radio", options: voteButtonLayouts },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof VoteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not voted yet: not pressed, and the name holds the subject and the count. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Vote for eSignature 250 votes" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button).not.toHaveAttribute("data-voted");
    await userEvent.click(button);
    await expect(args.onVote).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { layout: "stacked", size: "large", votes: eLearning.votes },
};

/** Voted: pressed, says so, and takes no second vote. */
export const Voted: Story = {
  args: { votes: eSignature.votes + 1, voted: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Voted for eSignature 251 votes" });
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

/** Count below the label, as in a roadmap column. */
export const Stacked: Story = {
  args: { layout: "stacked", votes: documentManagement.votes, subject: documentManagement.name },
};

/** The parent keeps the count and the voted flag, as the vote store does on the site. */
function VotingDemo({ votes: initialVotes, onVote, ...props }: VoteButtonProps) {
  const [votes, setVotes] = useState(initialVotes);
  const [voted, setVoted] = useState(false);
  return (
    <VoteButton
      {...props}
      votes={votes}
      voted={voted}
      onVote={() => {
        onVote?.();
        if (voted) return;
        setVotes(votes + 1);
        setVoted(true);
      }}
    />
  );
}

/** One vote: the count rises by one and the button is pressed; a second click does nothing. */
export const VotesOnce: Story = {
  render: (args) => <VotingDemo {...args} />,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: /^Vote for eSignature/ });
    await expect(button).toHaveTextContent("250");
    await userEvent.click(button);
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleName("Voted for eSignature 251 votes");

    await userEvent.click(button);
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent("251");
    await expect(button).toHaveAttribute("aria-pressed", "true");
  },
};

/** The spec's initial roadmap votes, each voted on its own. */
export const Roadmap: Story = {
  render: (args) => (
    <Inline gap="medium">
      {ROADMAP_ITEMS.map((item) => (
        <VotingDemo
          key={item.key}
          {...args}
          layout="stacked"
          subject={item.name}
          votes={item.votes}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(ROADMAP_ITEMS.length);
    const learning = canvas.getByRole("button", { name: "Vote for E-Learning 168 votes" });
    await userEvent.click(learning);
    await expect(learning).toHaveAccessibleName("Voted for E-Learning 169 votes");
    // The others are untouched.
    await expect(
      canvas.getByRole("button", { name: "Vote for eSignature 250 votes" }),
    ).toHaveAttribute("aria-pressed", "false");
  },
};

/**
 * On a German page: the caller's words for the label, the subject and the count, and the count
 * written as German writes it ("1.250").
 */
export const InGerman: Story = {
  args: {
    votes: 1250,
    label: "Abstimmen",
    votedLabel: "Abgestimmt",
    describeSubject: (subject) => `für ${subject}`,
    describeVotes: (votes) => (votes === 1 ? "Stimme" : "Stimmen"),
    locale: "de",
  },
  decorators: [inGerman],
  render: (args) => <VotingDemo {...args} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Abstimmen für eSignature 1.250 Stimmen" });
    const count = button.querySelector("[data-vote-count]");
    await expect(count).toHaveTextContent(/^1\.250 Stimmen$/);
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName("Abgestimmt für eSignature 1.251 Stimmen");
    await expect(count).toHaveTextContent(/^1\.251 Stimmen$/);
  },
};
