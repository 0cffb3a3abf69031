import {
  Button,
  Heading,
  Inline,
  Link,
  OneTimeCodeInput,
  Stack,
  Text,
} from "@workcraft/design-system";
import { ONE_TIME_CODE_SEND_LIMITS } from "@workcraft/domain/rules";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ACCESS_TOKEN_KEY, ApiCallError, callApi, describeApiFailure } from "../../api/apiClient";
import { useCheckout, useStepHeading } from "../CheckoutContext";
import * as styles from "../checkout.css";

/** How long after a code another may be asked for: the API sends one a minute per address. */
const RESEND_COOLDOWN_MS = ONE_TIME_CODE_SEND_LIMITS.perMinute.windowSeconds * 1000;

const CODE_LENGTH = 6;

/**
 * The e-mail code step: a code is sent when the step opens (once per checkout, so a reload
 * sends none), the visitor types or pastes it, and a right code gives the access token that
 * creating the workspace needs, kept in local storage. A new code can be asked for once a
 * minute; when the API asks for a longer wait (429), the button waits as long as it says.
 */
export function CodeStep() {
  const { state, update } = useCheckout();
  const navigate = useNavigate();
  const headingId = useStepHeading();
  const started = state.started!;
  const { checkoutId, email } = started;
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

  const sentAt = state.codeSent?.checkoutId === checkoutId ? state.codeSent.at : 0;
  const resendAt = Math.max(sentAt + RESEND_COOLDOWN_MS, waitUntil);
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));

  async function send() {
    setSending(true);
    try {
      const answer = await callApi("otp/send", { email, checkoutId });
      const at = Date.now();
      update((before) => ({ ...before, codeSent: { checkoutId, at } }));
      setNow(at);
      setNotice(`We sent a ${CODE_LENGTH}-digit code to ${email}. ${answer.message}`);
    } catch (failure) {
      if (failure instanceof ApiCallError && failure.failure.kind === "http") {
        const retryAfter = failure.failure.retryAfterSeconds;
        if (retryAfter) setWaitUntil(Date.now() + retryAfter * 1000);
      }
      setNow(Date.now());
      setNotice(describeApiFailure(failure));
    } finally {
      setSending(false);
    }
  }

  useEffect(() => {
    if (sentOnOpen.current || sentAt > 0) return;
    sentOnOpen.current = true;
    void send();
    // Sent once when the step opens for a checkout that has no code yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The cooldown counts down while it lasts.
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, now]);

  async function check(entered: string) {
    if (checking || entered.length < CODE_LENGTH) {
      if (entered.length < CODE_LENGTH) setError(`Enter all ${CODE_LENGTH} digits of the code.`);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const { accessToken } = await callApi("otp/check", { email, checkoutId, code: entered });
      try {
        localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
      } catch {
        // Without storage the token cannot be kept; creating the workspace will ask again.
      }
      update((before) => ({ ...before, confirmedCheckoutId: checkoutId }));
      void navigate("/checkout/create");
    } catch (failure) {
      setError(describeApiFailure(failure));
      code.current = "";
      setAttempt((count) => count + 1);
    } finally {
      setChecking(false);
    }
  }

  // After a wrong code the boxes are emptied; the first takes the focus for the next try.
  useEffect(() => {
    if (attempt > 0) codeBoxes.current?.querySelector("input")?.focus();
  }, [attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(code.current);
  };

  return (
    <Stack gap="large">
      <Heading level={1} id={headingId} tabIndex={-1} className={styles.heading}>
        Check your e-mail
      </Heading>
      <Text>
        To create the workspace {started.workspaceName}, enter the code we e-mail to{" "}
        <strong>{email}</strong>.
      </Text>
      <Text role="status">{notice ?? (sending ? "Sending the code…" : "")}</Text>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Stack gap="large">
          <div ref={codeBoxes}>
            <OneTimeCodeInput
              key={attempt}
              label="Code from the e-mail"
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
              Confirm code
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={secondsLeft > 0 || sending}
              loading={sending}
              onClick={() => void send()}
            >
              Send a new code
            </Button>
          </Inline>
          {secondsLeft > 0 && (
            <Text tone="muted" size="small">
              You can ask for a new code in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}
              .
            </Text>
          )}
          <Text size="small">
            Wrong address? <Link href="/checkout">Change your details</Link>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
