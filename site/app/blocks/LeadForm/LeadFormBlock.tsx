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
} from "@workcraft/design-system";
import { useRef, useState, type FormEvent } from "react";
import { BlockFrame } from "../BlockFrame";
import type { BlockViewProps } from "../blockView";
import { leadFormProblems, type LeadValues } from "./leadFormValidation";
import * as styles from "./LeadFormBlock.css";

type Status = "editing" | "sending" | "sent" | "failed";

/** The hidden field people never see; software that fills every field fills it. */
const HONEYPOT = "website_url";

/**
 * A lead form: labelled fields checked as the visitor leaves each one and again on send,
 * errors next to their field, focus on the first problem, one send at a time.
 */
export function LeadFormBlock({ props, headingLevel }: BlockViewProps<"LeadForm">) {
  const [values, setValues] = useState<LeadValues>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>("editing");
  const formRef = useRef<HTMLFormElement>(null);
  const problems = leadFormProblems(props.fields, values);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    setSubmitted(true);
    const first = props.fields.find((field) => problems[field.id]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first.id}"]`)?.focus();
      return;
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT);
    setStatus("sending");
    try {
      const response = await fetch("/api/v2/form-capture/send", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          formName: props.formName,
          data: { ...values, ...(honeypot ? { [HONEYPOT]: honeypot } : {}) },
        }),
        signal: AbortSignal.timeout(5000),
      });
      setStatus(response.ok ? "sent" : "failed");
    } catch {
      setStatus("failed");
    }
  }

  if (status === "sent") {
    return (
      <BlockFrame headingLevel={headingLevel} background={props.background} width="small">
        <Card appearance="elevated" role="status">
          <Stack gap="small">
            <Heading level={headingLevel} size="large">
              {props.successTitle}
            </Heading>
            <Text>{props.successMessage}</Text>
          </Stack>
        </Card>
      </BlockFrame>
    );
  }

  return (
    <BlockFrame
      title={props.title}
      description={props.description}
      headingLevel={headingLevel}
      background={props.background}
      width="small"
    >
      <form ref={formRef} noValidate onSubmit={send} aria-label={props.title}>
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
                    <option value="">Choose…</option>
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
              Leave this field empty
              <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          {status === "failed" && (
            <Text role="alert" tone="danger">
              We could not send your message just now. Please check your connection and try again;
              nothing you typed has been lost.
            </Text>
          )}
          <div>
            <Button type="submit" loading={status === "sending"}>
              {props.submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </BlockFrame>
  );
}
