export { describeVoteCount, VoteButton, voteButtonLayouts, voteButtonVariants } from "./VoteButton";
export type { VoteButtonLayout, VoteButtonProps } from "./VoteButton";
