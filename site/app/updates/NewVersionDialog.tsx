import { ConfirmDialog } from "@workcraft/design-system";

/** What the question says, in the page's locale (in English, the spec's question). */
export interface NewVersionWords {
  question: string;
  load: string;
  later: string;
}

export interface NewVersionDialogProps {
  /** The question and its two answers. */
  words: NewVersionWords;
  /** Called once with the visitor's answer: `true` loads the new version now. */
  onAnswer: (accepted: boolean) => void;
}

/** Asks whether to load the new version of the site now. */
export function NewVersionDialog({ words, onAnswer }: NewVersionDialogProps) {
  return (
    <ConfirmDialog
      open
      question={words.question}
      confirmLabel={words.load}
      cancelLabel={words.later}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}
