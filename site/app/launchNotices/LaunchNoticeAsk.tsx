import { Button, Link, NotifyMeForm, Text, type NotifyMeProblems } from "@workcraft/design-system";
import { localizedPath, type RoadmapKey } from "@workcraft/domain/rules";
import { useEffect, useRef, useState } from "react";
import { callApi } from "../api/apiClient";
import { describeApiFailureIn } from "../api/apiFailureText";
import { useShellText } from "../i18n/ShellTextProvider";
import type { ShellText } from "../i18n/shellText";
import { useStores } from "../stores/StoresProvider";
import { askFailureOf, askProblems, type AskProblems } from "./askOutcome";

const PRIVACY_PATH = "/legal/privacy-policy";

export interface LaunchNoticeAskProps {
  /** The app the visitor voted for. */
  appKey: RoadmapKey;
  /** Its name, in the page's language. */
  appName: string;
  /**
   * Shows the form (the visitor has just voted on this page); otherwise a button opens it (a
   * vote from an earlier visit), and the address field takes focus.
   */
  openAtOnce: boolean;
}

/** What the form shows after a send: the answer, or why there was none. */
type Outcome =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "sent"; email: string; hours: number }
  | { kind: "shipped" }
  | { kind: "refused"; problems: AskProblems }
  | { kind: "failed"; reason: string; attempt: number };

/** A problem found in a field, in the page's words. */
function problemWords(text: ShellText, appName: string, problems: AskProblems): NotifyMeProblems {
  return {
    ...(problems.email === "missing" ? { email: text.text("notice.ask.emailMissing") } : {}),
    ...(problems.email === "invalid" ? { email: text.text("form.email") } : {}),
    ...(problems.consent
      ? { consent: text.format("notice.ask.consentMissing", { app: appName }) }
      : {}),
  };
}

/**
 * After a vote for an app that has not shipped: an e-mail address and an unticked consent box,
 * sent to `launch-notices/ask`. The API answers the same for every address (so nobody learns
 * who asked) and mails a link to confirm; the form then says where the link went and how long it
 * works. Voting never needs an address.
 */
export function LaunchNoticeAsk({ appKey, appName, openAtOnce }: LaunchNoticeAskProps) {
  const text = useShellText();
  const { votes } = useStores();
  const [opened, setOpened] = useState(false);
  // A vote made on this page opens it as soon as it counts (it may come after the form's code).
  const open = openAtOnce || opened;
  const [outcome, setOutcome] = useState<Outcome>({ kind: "editing" });
  const formRef = useRef<HTMLElement>(null);
  const openedByPress = useRef(false);

  useEffect(() => {
    if (open && openedByPress.current) {
      formRef.current?.querySelector<HTMLInputElement>("input[type=email]")?.focus();
    }
  }, [open]);

  if (!open) {
    return (
      <Button
        variant="link"
        onClick={() => {
          openedByPress.current = true;
          setOpened(true);
        }}
      >
        {text.text("notice.ask.open")}
      </Button>
    );
  }

  async function send(email: string) {
    setOutcome({ kind: "sending" });
    try {
      const answer = await callApi("launch-notices/ask", {
        key: appKey,
        email: email.trim(),
        consent: true,
        locale: text.locale,
      });
      setOutcome({ kind: "sent", email: email.trim(), hours: answer.validForHours });
    } catch (error) {
      const failure = askFailureOf(error);
      if (failure.kind === "shipped") {
        // Launched since the page loaded: the list says when, and voting closes on screen.
        void votes.load();
        setOutcome({ kind: "shipped" });
      } else if (failure.kind === "problems") {
        setOutcome({ kind: "refused", problems: failure.problems });
      } else {
        setOutcome((before) => ({
          kind: "failed",
          reason: describeApiFailureIn(text, error),
          attempt: before.kind === "failed" ? before.attempt + 1 : 1,
        }));
      }
    }
  }

  const sentMessage =
    outcome.kind === "sent" ? (
      <Text>
        {text.format("notice.ask.sent", {
          email: outcome.email,
          hours: outcome.hours,
          app: appName,
        })}
      </Text>
    ) : outcome.kind === "shipped" ? (
      <Text>{text.format("notice.ask.shipped", { app: appName })}</Text>
    ) : undefined;

  return (
    <NotifyMeForm
      ref={formRef}
      data-launch-notice={appKey}
      label={text.format("notice.ask.label", { app: appName })}
      description={<Text size="small">{text.format("notice.ask.lead", { app: appName })}</Text>}
      emailLabel={text.text("notice.ask.email")}
      consentLabel={text.format("notice.ask.consent", { app: appName })}
      consentNote={
        <Link href={localizedPath(PRIVACY_PATH, text.locale)}>
          {text.text("notice.ask.privacy")}
        </Link>
      }
      submitLabel={text.text("notice.ask.submit")}
      check={(values) => problemWords(text, appName, askProblems(values))}
      {...(outcome.kind === "refused"
        ? { problems: problemWords(text, appName, outcome.problems) }
        : {})}
      onSend={(values) => void send(values.email)}
      sending={outcome.kind === "sending"}
      {...(outcome.kind === "failed"
        ? {
            failure: text.format("notice.ask.notSent", { reason: outcome.reason }),
            failureKey: outcome.attempt,
          }
        : {})}
      sentMessage={sentMessage}
    />
  );
}
