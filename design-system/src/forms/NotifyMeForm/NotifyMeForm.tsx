import { cx } from "class-variance-authority";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
  type Ref,
  type RefAttributes,
  type RefCallback,
  type RefObject,
} from "react";
import { Button } from "../../actions/Button";
import { Checkbox } from "../Checkbox";
import { Field } from "../Field";
import { FieldError } from "../Field/FieldError";
import { TextInput } from "../TextInput";
import * as styles from "./NotifyMeForm.css";

/** What the visitor filled in: their address and whether they ticked the consent box. */
export interface NotifyMeValues {
  email: string;
  consent: boolean;
}

/** What is wrong with each field, in the caller's words; a field left out is fine. */
export interface NotifyMeProblems {
  email?: ReactNode;
  consent?: ReactNode;
}

export interface NotifyMeFormProps
  extends
    Omit<ComponentPropsWithoutRef<"form">, "children" | "onSubmit">,
    RefAttributes<HTMLElement> {
  /** What the form is for, as its accessible name: "E-mail me when Online Surveys ships". */
  label: string;
  /** The words above the fields: what the visitor gets and how often. */
  description?: ReactNode;
  /** The address field's label. */
  emailLabel: string;
  /** The consent box's words, in plain language; the box starts unticked. */
  consentLabel: ReactNode;
  /** Under the box: a link to how the address is kept (the privacy policy). */
  consentNote?: ReactNode;
  /** The send button's label. */
  submitLabel: string;
  /**
   * The caller's rule for the values, checked on send: the problems found are shown by their
   * fields (the first takes focus) and nothing is sent; none found, `onSend` is called.
   */
  check?: (values: NotifyMeValues) => NotifyMeProblems;
  /** Problems the receiver named (an address it refused), shown by their fields. */
  problems?: NotifyMeProblems;
  /** Called with the values once they pass `check`. */
  onSend: (values: NotifyMeValues) => void;
  /** A send is on its way: the button shows it and takes no second press. */
  sending?: boolean;
  /**
   * Why the last send failed, read out and focused; keep the same node for the same failure,
   * pass a new one (or a new `failureKey`) for the next.
   */
  failure?: ReactNode;
  /** Changes with each failed send, so a repeated failure takes focus again. */
  failureKey?: string | number;
  /**
   * Once sent: the message that replaces the form, read out and focused, so keyboard and
   * screen-reader users land on what happened.
   */
  sentMessage?: ReactNode;
  /** The address field starts with this value (an address the page knows already). */
  defaultEmail?: string;
}

/** One ref callback that fills the component's own ref and the caller's. */
function bothRefs<T>(own: RefObject<T | null>, theirs: Ref<T> | undefined): RefCallback<T> {
  return (element) => {
    own.current = element;
    if (typeof theirs === "function") theirs(element);
    else if (theirs) theirs.current = element;
  };
}

const hasProblem = (problems: NotifyMeProblems) =>
  Boolean(problems.email) || Boolean(problems.consent);

/**
 * An e-mail address and an unticked consent box, for a visitor who asks to be told of
 * something once (an app's launch). Problems show by their fields, tied to them for assistive
 * technology, and the first takes focus; a failed send says why in a live region and takes
 * focus, keeping what was typed; once sent, its message replaces the form and takes focus.
 */
export function NotifyMeForm({
  label,
  description,
  emailLabel,
  consentLabel,
  consentNote,
  submitLabel,
  check,
  problems,
  onSend,
  sending = false,
  failure,
  failureKey,
  sentMessage,
  defaultEmail = "",
  className,
  ref,
  ...props
}: NotifyMeFormProps) {
  const [values, setValues] = useState<NotifyMeValues>({ email: defaultEmail, consent: false });
  const [found, setFound] = useState<NotifyMeProblems>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLElement>(null);
  const consentErrorId = useId();
  const consentNoteId = useId();

  // What the receiver refused shows until the visitor sends again.
  const shown: NotifyMeProblems = {
    email: found.email ?? problems?.email,
    consent: found.consent ?? problems?.consent,
  };

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure, failureKey]);
  // A send that comes back with refused fields puts focus on the first of them.
  const refusedEmail = Boolean(problems?.email);
  const refusedConsent = Boolean(problems?.consent);
  const wasSending = useRef(sending);
  useEffect(() => {
    const answered = wasSending.current && !sending;
    wasSending.current = sending;
    if (!answered) return;
    if (refusedEmail) emailRef.current?.focus();
    else if (refusedConsent) consentRef.current?.focus();
  }, [sending, refusedEmail, refusedConsent]);
  const sent = sentMessage !== undefined && sentMessage !== null && sentMessage !== false;
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div
        {...(props as ComponentPropsWithoutRef<"div">)}
        ref={bothRefs<HTMLElement>(sentRef, ref)}
        role="status"
        tabIndex={-1}
        data-sent=""
        className={cx(styles.message, className)}
      >
        {sentMessage}
      </div>
    );
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problemsFound = check?.(values) ?? {};
    setFound(problemsFound);
    if (problemsFound.email) emailRef.current?.focus();
    else if (problemsFound.consent) consentRef.current?.focus();
    if (!hasProblem(problemsFound)) onSend(values);
  }

  return (
    <form
      {...props}
      ref={ref as RefAttributes<HTMLFormElement>["ref"]}
      aria-label={label}
      noValidate
      onSubmit={send}
      className={cx(styles.root, className)}
    >
      {description}
      <Field label={emailLabel} error={shown.email} required>
        <TextInput
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(event) => {
            const email = event.target.value;
            setValues((before) => ({ ...before, email }));
          }}
        />
      </Field>
      <div className={styles.consent}>
        <Checkbox
          ref={consentRef}
          name="consent"
          label={consentLabel}
          checked={values.consent}
          required
          invalid={Boolean(shown.consent)}
          aria-describedby={
            cx(shown.consent && consentErrorId, consentNote && consentNoteId) || undefined
          }
          onChange={(event) => {
            const consent = event.target.checked;
            setValues((before) => ({ ...before, consent }));
            if (consent) setFound((before) => ({ ...before, consent: undefined }));
          }}
        />
        {shown.consent && <FieldError id={consentErrorId}>{shown.consent}</FieldError>}
        {consentNote && (
          <div id={consentNoteId} className={styles.note}>
            {consentNote}
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <div role="alert">
          {failure && (
            <div ref={failureRef} tabIndex={-1} className={cx(styles.message, styles.note)}>
              <FieldError>{failure}</FieldError>
            </div>
          )}
        </div>
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
