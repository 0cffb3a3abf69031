import { Button } from "@workcraft/design-system";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { callApi } from "../api/apiClient";
import { failureWords } from "./failureWords";
import { useShellText } from "../i18n/ShellTextProvider";
import { loadMessageFormatting, type ShellText } from "../i18n/shellText";
import { launchNoticeTokenOf } from "./launchNoticePaths";
import { linkOutcomeOf, type LinkOutcome } from "./launchNoticeOutcome";
import { LaunchNoticePage } from "./LaunchNoticePage";

/** Where the page is: confirming, or what the link came to (with the app, or why it failed). */
type ConfirmState =
  | { outcome: "confirming" }
  | { outcome: "missing" }
  | { outcome: Exclude<LinkOutcome, "failed" | "done"> }
  | { outcome: "done"; app: string }
  | { outcome: "failed"; reason: string };

export interface LaunchNoticeConfirmViewProps {
  /** The names of the apps a visitor may ask about, by key, in the page's language. */
  appNames: Readonly<Record<string, string>>;
  /** How long a confirmation link works, in hours (the contract's). */
  linkHours: number;
}

/**
 * The page a confirmation mail's link opens: in the browser it confirms the address once
 * (`launch-notices/confirm`) and says so, or says plainly that the link is wrong, used or
 * expired. Served, it says it is confirming (a mail scanner that fetches the link confirms
 * nothing: the page's script does it).
 */
export function LaunchNoticeConfirmView({ appNames, linkHours }: LaunchNoticeConfirmViewProps) {
  const text = useShellText();
  const { search } = useLocation();
  const token = launchNoticeTokenOf(new URLSearchParams(search));
  const [state, setState] = useState<ConfirmState>(
    token ? { outcome: "confirming" } : { outcome: "missing" },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One confirmation per token: a second render (React's strict mode) sends no second call,
  // which would find the link used.
  const sentFor = useRef<string | null>(null);

  async function confirm(linkToken: string) {
    setState({ outcome: "confirming" });
    // An expired link's words count its hours: their formatter loads beside the call.
    const formatting = loadMessageFormatting().catch(() => undefined);
    try {
      const answer = await callApi("launch-notices/confirm", { token: linkToken });
      setState({ outcome: "done", app: appNames[answer.key] ?? answer.key });
    } catch (error) {
      const outcome = linkOutcomeOf(error);
      await formatting;
      setState(
        outcome === "failed" || outcome === "done"
          ? { outcome: "failed", reason: await failureWords(text, error) }
          : { outcome },
      );
    }
  }

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void confirm(token);
    // `confirm` is this render's; the token alone decides whether to call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // Once the outcome is known, focus goes to the heading that says it.
  useEffect(() => {
    if (state.outcome !== "confirming") headingRef.current?.focus();
  }, [state.outcome]);

  const [title, body] = confirmWords(text, state, linkHours);
  return (
    <LaunchNoticePage outcome={state.outcome} title={title} body={body} headingRef={headingRef}>
      {state.outcome === "failed" && token && (
        <div>
          <Button onClick={() => void confirm(token)}>{text.text("notice.tryAgain")}</Button>
        </div>
      )}
    </LaunchNoticePage>
  );
}

/** The page's heading and words for its state. */
function confirmWords(
  text: ShellText,
  state: ConfirmState,
  hours: number,
): [string, string | undefined] {
  switch (state.outcome) {
    case "confirming":
      return [text.text("notice.confirm.metaTitle"), text.text("notice.confirm.confirming")];
    case "done":
      return [
        text.text("notice.confirm.done"),
        text.format("notice.confirm.doneText", { app: state.app }),
      ];
    case "used":
      return [text.text("notice.confirm.used"), text.text("notice.confirm.usedText")];
    case "expired":
      return [
        text.text("notice.confirm.expired"),
        text.format("notice.confirm.expiredText", { hours }),
      ];
    case "unknown":
      return [text.text("notice.link.unknown"), text.text("notice.link.unknownText")];
    case "missing":
      return [text.text("notice.link.unknown"), text.text("notice.link.missing")];
    case "failed":
      return [text.text("notice.failed"), state.reason];
  }
}
