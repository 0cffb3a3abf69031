import { describeApiFailureIn } from "../../api/apiFailureText";
import {
  Button,
  Card,
  Field,
  Heading,
  Select,
  Stack,
  Text,
  TextArea,
  TextInput,
  dataFlag,
  ContentBlock,
  Section,
  Container,
  useHydrated,
} from "@workcraft/design-system";
import { LEAD_FORM_HONEYPOT_FIELD } from "@workcraft/domain/rules";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { callApi } from "../../api/apiClient";
import { useSentBeforeScript } from "../../forms/useSentBeforeScript";
import { useTypedBeforeScript } from "../../forms/useTypedBeforeScript";
import { blockViewOf, type BlockViewProps } from "../blockView";
import { leadFormProblems, type LeadValues } from "./leadFormValidation";
import { useShellText } from "../../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../../i18n/messagePartsAttribute";
import * as styles from "./LeadFormBlock.css";

type Status = "editing" | "sending" | "sent" | "failed";

/** A failed send: what went wrong in words, and which try it was (each one moves focus). */
interface Failure {
  message: string;
  attempt: number;
}

/** The hidden field people never see; software that fills every field fills it. */
const HONEYPOT = LEAD_FORM_HONEYPOT_FIELD;

/**
 * A lead form: labelled fields checked as the visitor leaves each one and again on send,
 * errors next to their field, focus on the first problem, one send at a time. A send that fails
 * (no network, no answer in 5 s, too many tries) says why in a live region and takes focus,
 * keeping what the visitor typed; a sent form is replaced by its thanks, which takes focus.
 */
export function LeadFormBlock({ props, headingLevel }: BlockViewProps<"LeadForm">) {
  const [values, setValues] = useState<LeadValues>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>("editing");
  const formRef = useRef<HTMLFormElement>(null);
  const text = useShellText();
  const problems = leadFormProblems(props.fields, values, text);

  const [failure, setFailure] = useState<Failure | null>(null);
  /** Set while a lead is on its way: a second click in the same instant sends nothing. */
  const inFlight = useRef(false);
  const failureId = useId();
  const successId = useId();
  /** Set once the form runs in the browser (the tests wait for it). */
  const hydrated = useHydrated();
  // Served whole, the form may be typed into before its script runs: that typing is kept.
  useTypedBeforeScript(
    formRef,
    values,
    props.fields.map((field) => field.id),
    (typed) => setValues((before) => ({ ...before, ...Object.fromEntries(typed) })),
  );
  // And a send pressed before it ran goes once it runs.
  const needsScript = useSentBeforeScript(formRef);

  // Focus follows the outcome, so keyboard and screen-reader users land on what happened.
  useEffect(() => {
    if (status === "sent") document.getElementById(successId)?.focus();
  }, [status, successId]);
  useEffect(() => {
    if (failure) document.getElementById(failureId)?.focus();
  }, [failure, failureId]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const first = props.fields.find((field) => problems[field.id]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first.id}"]`)?.focus();
      return;
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT);
    inFlight.current = true;
    setStatus("sending");
    try {
      await callApi("form-capture/send", {
        formName: props.formName,
        data: { ...values, ...(honeypot ? { [HONEYPOT]: honeypot } : {}) },
      });
      setStatus("sent");
    } catch (error) {
      setFailure((before) => ({
        message: describeApiFailureIn(text, error),
        attempt: (before?.attempt ?? 0) + 1,
      }));
      setStatus("failed");
    } finally {
      inFlight.current = false;
    }
  }

  if (status === "sent") {
    return (
      <Section background={props.background}>
        <Container width="small">
          <Card appearance="elevated" role="status" id={successId} tabIndex={-1}>
            <Stack gap="small">
              <Heading level={headingLevel} size="large">
                {props.successTitle}
              </Heading>
              <Text>{props.successMessage}</Text>
            </Stack>
          </Card>
        </Container>
      </Section>
    );
  }

  return (
    <ContentBlock
      title={props.title}
      description={props.description}
      headingLevel={headingLevel}
      background={props.background}
      width="small"
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={send}
        aria-label={props.title}
        data-lead-form={props.formName}
        {...messagePartsAttribute(text.locale, "form")}
        data-hydrated={dataFlag(hydrated)}
        {...needsScript}
      >
        <Stack gap="large">
          {props.fields.map((field) => {
            const shown = submitted || touched[field.id] ? problems[field.id] : undefined;
            const common = {
              name: field.id,
              value: values[field.id] ?? "",
              autoComplete: field.autoComplete,
              maxLength: field.maxLength,
              onBlur: () => setTouched((before) => ({ ...before, [field.id]: true })),
            };
            const change = (value: string) =>
              setValues((before) => ({ ...before, [field.id]: value }));
            return (
              <Field
                key={field.id}
                label={field.label}
                hint={field.hint}
                error={shown}
                required={field.required}
              >
                {field.kind === "textarea" ? (
                  <TextArea {...common} rows={5} onChange={(event) => change(event.target.value)} />
                ) : field.kind === "select" ? (
                  <Select {...common} onChange={(event) => change(event.target.value)}>
                    <option value="">{text.text("form.choose")}</option>
                    {field.options?.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <TextInput
                    {...common}
                    type={field.kind}
                    onChange={(event) => change(event.target.value)}
                  />
                )}
              </Field>
            );
          })}
          <div className={styles.honeypot} aria-hidden="true">
            <label>
              {text.text("form.leaveEmpty")}
              <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <div>
            <div role="alert" className={styles.failure}>
              {status === "failed" && failure && (
                <Text tone="danger" id={failureId} tabIndex={-1}>
                  {text.format("form.notSent", { reason: failure.message })}
                </Text>
              )}
            </div>
            <Button type="submit" loading={status === "sending"}>
              {props.submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </ContentBlock>
  );
}

export default blockViewOf("LeadForm", LeadFormBlock);
