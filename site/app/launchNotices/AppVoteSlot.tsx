import { useEffect, useState, type ComponentType } from "react";
import { useShellText } from "../i18n/ShellTextProvider";
import { loadCatalogue } from "../i18n/shellText";
import type { AppVoteProps } from "./AppVote";
import * as styles from "./AppVoteSlot.css";

/**
 * Where a coming-soon app's page shows its vote: empty as served (the page's code for every other
 * app carries none of it), then, in the browser, the vote's code and words load and fill it. The
 * slot keeps the vote's height from the start, so nothing below it moves.
 */
export function AppVoteSlot(props: AppVoteProps) {
  const text = useShellText();
  const [View, setView] = useState<ComponentType<AppVoteProps> | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([import("./AppVote"), loadCatalogue(text.locale, ["notice"])]).then(
      ([module]) => {
        if (current) setView(() => module.AppVote);
      },
      // Without its code the page stays as served: the app is still shown as coming soon.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text.locale]);
  return <div className={styles.slot}>{View && <View {...props} />}</div>;
}
