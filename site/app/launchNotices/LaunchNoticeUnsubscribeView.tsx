import { Button, Text } from "@workcraft/design-system";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { callApi } from "../api/apiClient";
import { failureWords } from "./failureWords";
import { useShellText } from "../i18n/ShellTextProvider";
import { launchNoticeTokenOf } from "./launchNoticePaths";
import { linkOutcomeOf } from "./launchNoticeOutcome";
import { LaunchNoticePage } from "./LaunchNoticePage";

/** Where the page is: asking for the press, sending it, unsubscribed, or a wrong link. */
type UnsubscribeState =
  | { outcome: "asking" }
  | { outcome: "sending" }
  | { outcome: "done" }
  | { outcome: "unknown" }
  | { outcome: "missing" }
  | { outcome: "failed"; reason: string; attempt: number };

/**
 * The page every launch mail's unsubscribe link opens. Opening it changes nothing (mail
 * scanners fetch links before people do): one press of its button unsubscribes, with no sign-in,
 * for good (`launch-notices/unsubscribe`), and the page then says so. A forged or cut-short
 * link is told apart from a failure to try again.
 */
export function LaunchNoticeUnsubscribeView() {
  const text = useShellText();
  const { search } = useLocation();
  const token = launchNoticeTokenOf(new URLSearchParams(search));
  const [state, setState] = useState<UnsubscribeState>(
    token ? { outcome: "asking" } : { outcome: "missing" },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const attempt = state.outcome === "failed" ? state.attempt : 0;

  // The button is gone once it did its work (or the link is wrong): focus goes to the heading
  // that says what happened; a failure to try again takes focus itself.
  useEffect(() => {
    if (state.outcome === "done" || state.outcome === "unknown") headingRef.current?.focus();
  }, [state.outcome]);
  useEffect(() => {
    if (attempt > 0) failureRef.current?.focus();
  }, [attempt]);

  async function unsubscribe(linkToken: string) {
    if (state.outcome === "sending") return;
    setState({ outcome: "sending" });
    try {
      await callApi("launch-notices/unsubscribe", { token: linkToken });
      setState({ outcome: "done" });
    } catch (error) {
      if (linkOutcomeOf(error) === "unknown") setState({ outcome: "unknown" });
      else {
        setState({
          outcome: "failed",
          reason: await failureWords(text, error),
          attempt: attempt + 1,
        });
      }
    }
  }

  const [title, body] =
    state.outcome === "done"
      ? [text.text("notice.unsubscribe.done"), text.text("notice.unsubscribe.doneText")]
      : state.outcome === "unknown"
        ? [text.text("notice.link.unknown"), text.text("notice.link.unknownText")]
        : state.outcome === "missing"
          ? [text.text("notice.link.unknown"), text.text("notice.link.missing")]
          : [text.text("notice.unsubscribe.metaTitle"), text.text("notice.unsubscribe.lead")];
  const canPress = token !== undefined && ["asking", "sending", "failed"].includes(state.outcome);

  return (
    <LaunchNoticePage outcome={state.outcome} title={title} body={body} headingRef={headingRef}>
      {state.outcome === "failed" && (
        <Text role="alert" tone="danger" ref={failureRef} tabIndex={-1}>
          {state.reason}
        </Text>
      )}
      {canPress && (
        <div>
          <Button loading={state.outcome === "sending"} onClick={() => void unsubscribe(token)}>
            {text.text("notice.unsubscribe.button")}
          </Button>
        </div>
      )}
    </LaunchNoticePage>
  );
}
