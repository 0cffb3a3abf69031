import { ConfirmDialog } from "@workcraft/design-system";

/** The spec's question when a new version of the site is waiting. */
export const NEW_VERSION_QUESTION = "New version available. Load New Version?";

export interface NewVersionDialogProps {
  /** Called once with the visitor's answer: `true` loads the new version now. */
  onAnswer: (accepted: boolean) => void;
}

/** Asks whether to load the new version of the site now. */
export function NewVersionDialog({ onAnswer }: NewVersionDialogProps) {
  return (
    <ConfirmDialog
      open
      question={NEW_VERSION_QUESTION}
      confirmLabel="Load new version"
      cancelLabel="Not now"
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  );
}
