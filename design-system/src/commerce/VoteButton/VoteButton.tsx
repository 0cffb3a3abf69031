import { cva } from "class-variance-authority";
import { Button, type ButtonProps } from "../../actions/Button";
import { Icon } from "../../media/Icon";
import { VisuallyHidden } from "../../typography/VisuallyHidden";
import { formatDisplayCount } from "../formatCount";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./VoteButton.css";

export const voteButtonLayouts = ["inline", "stacked"] as const;
export type VoteButtonLayout = (typeof voteButtonLayouts)[number];

const voteButtonDefaults = { layout: "inline" } as const;

export const voteButtonVariants = cva(styles.base, {
  variants: { layout: styles.layout },
  defaultVariants: voteButtonDefaults,
});

/** What follows the label for assistive technology: "for eSignature" after "Vote". */
const describeSubjectInEnglish = (subject: string) => `for ${subject}`;

/** The word read after the count by assistive technology: "vote" or "votes". */
export function describeVoteCount(votes: number): string {
  return votes === 1 ? "vote" : "votes";
}

export interface VoteButtonProps extends Omit<
  ButtonProps,
  | "children"
  | "href"
  | "target"
  | "disabled"
  | "loading"
  | "variant"
  | "iconStart"
  | "iconEnd"
  | "iconOnly"
  | "onClick"
> {
  /** The current number of votes; the parent raises it after a vote. */
  votes: number;
  /** Whether this visitor has voted: pressed, and no second vote. */
  voted?: boolean;
  /** Called when the visitor votes; never once voted. */
  onVote?: () => void;
  /** What the roadmap item is, read after the label: "Vote for eSignature". */
  subject?: string;
  /**
   * The words on the subject read after the label by assistive technology, in the page's
   * language: "for eSignature" by default, "für eSignature" from a German caller.
   */
  describeSubject?: (subject: string) => string;
  /** The label before voting. */
  label?: string;
  /** The label once voted. */
  votedLabel?: string;
  /** The word after the count, read by assistive technology ("votes"). */
  describeVotes?: (votes: number) => string;
  /**
   * The page's locale, such as "de": the count is written its way ("1.250"). English ("1,250")
   * when left out.
   */
  locale?: string;
  /** Label and count side by side, or the count below the label. */
  layout?: VoteButtonLayout;
}

/** A roadmap vote: shows the count, is pressed once voted, and takes one vote only. */
export function VoteButton({
  votes,
  voted = false,
  onVote,
  subject,
  describeSubject = describeSubjectInEnglish,
  label = "Vote",
  votedLabel = "Voted",
  describeVotes = describeVoteCount,
  locale,
  layout,
  className,
  ...props
}: VoteButtonProps) {
  return (
    <Button
      {...props}
      variant={voted ? "primary" : "secondary"}
      disabled={voted}
      aria-pressed={voted}
      data-voted={dataFlag(voted)}
      data-layout={layout ?? voteButtonDefaults.layout}
      className={voteButtonVariants({ layout, className })}
      onClick={() => onVote?.()}
      iconStart={<Icon name="upvote" size="small" className={styles.icon} />}
    >
      <span>
        {voted ? votedLabel : label}
        {subject !== undefined && <VisuallyHidden>{` ${describeSubject(subject)}`}</VisuallyHidden>}
      </span>
      <span className={styles.count} data-vote-count="">
        {formatDisplayCount(votes, locale)}
        <VisuallyHidden> {describeVotes(votes)}</VisuallyHidden>
      </span>
    </Button>
  );
}
