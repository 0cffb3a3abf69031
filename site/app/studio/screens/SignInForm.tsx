import { Button, Field, Stack, Text, TextInput } from "@workcraft/design-system";
import { useRef, useState, type FormEvent } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { useSentBeforeScript } from "../../forms/useSentBeforeScript";
import { useTypedBeforeScript } from "../../forms/useTypedBeforeScript";

const FIELDS = ["email"] as const;

/**
 * Asks for a sign-in link by e-mail. The answer is the same whether or not the address may use
 * the Studio (the API says so), so the form tells what happens if it may.
 */
export function SignInForm({ notice }: { notice?: string }) {
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeScript(formRef, { email }, FIELDS, (typed) => setEmail(typed[0]?.[1] ?? ""));
  const needsScript = useSentBeforeScript(formRef);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!email.trim()) {
      setFailure("Enter the e-mail address you use for the Studio.");
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const answer = await callApi("studio/sign-in/send", { email: email.trim() });
      setSent(answer.message);
    } catch (error) {
      setFailure(describeApiFailure(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={send} aria-label="Sign in" {...needsScript}>
      <Stack gap="medium">
        {notice ? <Text tone="danger">{notice}</Text> : null}
        <Field
          label="Work e-mail"
          hint="We e-mail you a link that signs you in."
          error={failure ?? undefined}
          required
        >
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" loading={sending}>
            Send me a sign-in link
          </Button>
        </div>
        <Text role="status">{sent ?? ""}</Text>
      </Stack>
    </form>
  );
}
