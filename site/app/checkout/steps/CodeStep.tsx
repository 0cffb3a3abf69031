import {
  Button,
  Heading,
  Inline,
  Link,
  OneTimeCodeInput,
  Stack,
  Text,
} from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useShellText } from "../../i18n/ShellTextProvider";
import { checkoutStepPath } from "../../paths";
import { RESEND_COOLDOWN_MS } from "../../stores/CheckoutStore";
import { useCheckout, useStepHeading } from "../CheckoutContext";
import * as styles from "../checkout.css";

const CODE_LENGTH = 6;

/**
 * The e-mail code step: a code is sent when the step opens (once per checkout, so a reload
 * sends none), the visitor types or pastes it, and a right code gives the access token that
 * creating the workspace needs, kept in local storage. A new code can be asked for once a
 * minute; when the API asks for a longer wait (429), the button waits as long as it says.
 */
export const CodeStep = observer(function CodeStep() {
  const { state, checkout } = useCheckout();
  const navigate = useNavigate();
  const words = useShellText();
  const { locale } = words;
  const headingId = useStepHeading();
  const started = state.started!;
  const { email } = started;
  const [now, setNow] = useState(() => Date.now());
  const [waitUntil, setWaitUntil] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const code = useRef("");
  const codeBoxes = useRef<HTMLDivElement>(null);
  const sentOnOpen = useRef(false);

  const sentAt = checkout.codeSentAt;
  const resendAt = Math.max(sentAt + RESEND_COOLDOWN_MS, waitUntil);
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));

  async function send() {
    setSending(true);
    const sent = await checkout.sendCode();
    setNow(Date.now());
    if (sent.ok) {
      setNotice(
        `${words.format("checkout.code.sent", { digits: String(CODE_LENGTH), email })} ${sent.message}`,
      );
    } else {
      if (sent.retryAfterSeconds) setWaitUntil(Date.now() + sent.retryAfterSeconds * 1000);
      setNotice(sent.message);
    }
    setSending(false);
  }

  // Sent once when the step opens for a checkout that has no code yet.
  const sendOnOpen = useEffectEvent(() => {
    if (sentOnOpen.current || sentAt > 0) return;
    sentOnOpen.current = true;
    void send();
  });
  useEffect(() => sendOnOpen(), []);

  // The cooldown counts down while it lasts.
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, now]);

  async function check(entered: string) {
    if (checking || entered.length < CODE_LENGTH) {
      if (entered.length < CODE_LENGTH) {
        setError(words.format("checkout.code.allDigits", { digits: String(CODE_LENGTH) }));
      }
      return;
    }
    setChecking(true);
    setError(null);
    const confirmed = await checkout.confirmCode(entered);
    setChecking(false);
    if (confirmed.ok) {
      void navigate(checkoutStepPath("create", locale));
      return;
    }
    setError(confirmed.message);
    code.current = "";
    setAttempt((count) => count + 1);
  }

  // After a wrong code the boxes are emptied; the first takes the focus for the next try.
  useEffect(() => {
    if (attempt > 0) codeBoxes.current?.querySelector("input")?.focus();
  }, [attempt]);

  // The address stands out in the sentence: the message is split where it goes.
  const [leadBefore, leadAfter] = words
    .format("checkout.code.lead", { workspace: started.workspaceName, email: "\u0000" })
    .split("\u0000");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(code.current);
  };

  return (
    <Stack gap="large">
      <Heading level={1} id={headingId} tabIndex={-1} className={styles.heading}>
        {words.text("checkout.code.title")}
      </Heading>
      <Text>
        {leadBefore}
        <strong>{email}</strong>
        {leadAfter}
      </Text>
      <Text role="status">{notice ?? (sending ? words.text("checkout.code.sending") : "")}</Text>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Stack gap="large">
          <div ref={codeBoxes}>
            <OneTimeCodeInput
              key={attempt}
              label={words.text("checkout.code.label")}
              digitLabel={(position, length) =>
                words.format("checkout.code.digit", {
                  position: String(position),
                  length: String(length),
                })
              }
              length={CODE_LENGTH}
              name="code"
              error={error ?? undefined}
              disabled={checking}
              onChange={(entered) => {
                code.current = entered;
              }}
              onComplete={(entered) => void check(entered)}
            />
          </div>
          <Inline gap="medium">
            <Button type="submit" loading={checking}>
              {words.text("checkout.code.confirm")}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={secondsLeft > 0 || sending}
              loading={sending}
              onClick={() => void send()}
            >
              {words.text("checkout.code.resend")}
            </Button>
          </Inline>
          {secondsLeft > 0 && (
            <Text tone="muted" size="small">
              {words.format("checkout.code.resendIn", {
                wait: new Intl.NumberFormat(locale, {
                  style: "unit",
                  unit: "second",
                  unitDisplay: "long",
                }).format(secondsLeft),
              })}
            </Text>
          )}
          <Text size="small">
            {words.text("checkout.code.wrongAddress")}{" "}
            <Link href={checkoutStepPath("details", locale)}>
              {words.text("checkout.code.changeDetails")}
            </Link>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
});
