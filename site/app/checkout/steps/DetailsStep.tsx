import {
  Button,
  Field,
  Grid,
  Heading,
  Link,
  Select,
  Stack,
  Text,
  TextInput,
} from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { localizedPath } from "@workcraft/domain/rules";
import { useNavigate } from "react-router";
import { useShellText } from "../../i18n/ShellTextProvider";
import { useSentBeforeScript } from "../../forms/useSentBeforeScript";
import { useTypedBeforeScript } from "../../forms/useTypedBeforeScript";
import { checkoutStepPath } from "../../paths";
import { useCheckout, useStepHeading } from "../CheckoutContext";
import type { CheckoutDetails } from "../../stores/checkoutState";
import { ORDER_SUMMARY_HEADING_ID, OrderSummary } from "../OrderSummary";
import * as styles from "../checkout.css";

type DetailField = keyof CheckoutDetails;

/** The fields in the order they are shown (and focused when wrong). */
const FIELD_ORDER: DetailField[] = [
  "company",
  "workspaceName",
  "yourName",
  "email",
  "planId",
  "users",
  "guests",
  "documents",
  "storageGb",
];

/** The order's fields whose problems the order summary shows. */
const SUMMARY_FIELDS = new Set(["appIds", "templateId"]);

const controlId = (field: DetailField) => `checkout-${field}`;

/** The terms a checkout accepts, and how its details are kept. */
const TERMS_PATH = "/legal/terms-and-conditions";
const PRIVACY_PATH = "/legal/privacy-policy";

/**
 * The details step: who buys, the workspace's name and size, and the order as the server
 * prices it. The order is checked (`project-checkout/verify`) whenever typing settles; each
 * problem shows next to its field once the visitor has left the field or pressed Continue.
 * Continue starts the checkout (`checkout/project`) and moves on to the e-mail code.
 */
export const DetailsStep = observer(function DetailsStep() {
  const { state, checkout, plans } = useCheckout();
  const navigate = useNavigate();
  const words = useShellText();
  const { locale } = words;
  const headingId = useStepHeading();
  const { details, source } = state;
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusFirstProblem, setFocusFirstProblem] = useState(0);
  const { orderKey, checkable, problems } = checkout;
  const current = checkout.currentCheck;

  // The order is checked again whenever typing settles.
  useEffect(() => checkout.checkWhenSettled(), [checkout, orderKey, checkable]);

  // Only when Continue was refused, not whenever the problems change while typing.
  const focusProblem = useEffectEvent(() => {
    const first = FIELD_ORDER.find((field) => problems[field]);
    const target = failure
      ? "checkout-failure"
      : first
        ? controlId(first)
        : ORDER_SUMMARY_HEADING_ID;
    document.getElementById(target)?.focus();
  });
  useEffect(() => {
    if (focusFirstProblem > 0) focusProblem();
  }, [focusFirstProblem]);

  // The step is served whole: what a visitor typed before its script ran becomes the details,
  // before the checkout kept in the browser takes over.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeScript(formRef, details, FIELD_ORDER, (typed) =>
    checkout.changeDetails(Object.fromEntries(typed)),
  );
  // And a Continue pressed before it ran goes on once it runs.
  const needsScript = useSentBeforeScript(formRef);

  const change = (field: DetailField, value: string) => checkout.changeDetails({ [field]: value });
  const leave = (field: DetailField) =>
    setTouched((before) => (before.has(field) ? before : new Set(before).add(field)));
  const shownProblem = (field: DetailField) =>
    submitted || touched.has(field) ? problems[field]?.join(" ") : undefined;
  const summaryProblems = Object.entries(current.problems)
    .filter(([field]) => SUMMARY_FIELDS.has(field) || (field === "planId" && source.templateId))
    .flatMap(([, messages]) => messages);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFailure(null);
    setSending(true);
    const started = await checkout.start();
    setSending(false);
    if (started.ok) {
      void navigate(checkoutStepPath("code", locale));
      return;
    }
    // Problems by field show beside their fields (the store took them as the order's check).
    if (Object.keys(started.problems).length === 0) setFailure(started.message);
    setFocusFirstProblem((count) => count + 1);
  }

  const text = (
    field: DetailField,
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean; hint?: string } = {},
  ) => (
    <Field
      label={label}
      controlId={controlId(field)}
      error={shownProblem(field)}
      required={props.required}
      hint={props.hint}
    >
      <TextInput
        name={field}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        value={details[field]}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => leave(field)}
        {...(props.type === "number" ? { min: field === "users" ? 1 : 0, step: 1 } : {})}
      />
    </Field>
  );

  return (
    <Stack gap="large">
      <Heading level={1} id={headingId} tabIndex={-1} className={styles.heading}>
        {words.text("checkout.details.title")}
      </Heading>
      <Text>{words.text("checkout.details.lead")}</Text>
      <OrderSummary
        priced={current.priced}
        problems={summaryProblems}
        pending={checkout.checking || sending}
      />
      <form ref={formRef} noValidate onSubmit={start} aria-labelledby={headingId} {...needsScript}>
        <Stack gap="large">
          {text("company", words.text("checkout.details.company"), {
            autoComplete: "organization",
          })}
          {text("workspaceName", words.text("checkout.details.workspaceName"), {
            required: true,
            hint: words.text("checkout.details.workspaceNameHint"),
          })}
          {text("yourName", words.text("checkout.details.yourName"), { autoComplete: "name" })}
          {text("email", words.text("checkout.details.email"), {
            type: "email",
            autoComplete: "email",
            required: true,
          })}
          {!source.templateId && (
            <Field
              label={words.text("checkout.details.plan")}
              controlId={controlId("planId")}
              error={shownProblem("planId")}
            >
              <Select
                name="planId"
                value={details.planId}
                onChange={(event) => change("planId", event.target.value)}
                onBlur={() => leave("planId")}
              >
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="large">
            {text("users", words.text("checkout.details.users"), {
              type: "number",
              required: true,
              hint: words.text("checkout.details.usersHint"),
            })}
            {text("guests", words.text("checkout.details.guests"), {
              type: "number",
              hint: words.text("checkout.details.guestsHint"),
            })}
            {text("documents", words.text("checkout.details.documents"), {
              type: "number",
              hint: words.text("checkout.details.documentsHint"),
            })}
            {text("storageGb", words.text("checkout.details.storage"), {
              type: "number",
              hint: words.text("checkout.details.storageHint"),
            })}
          </Grid>
          {failure && (
            <Text role="alert" tone="danger" tabIndex={-1} id="checkout-failure">
              {failure}
            </Text>
          )}
          <Text size="small" tone="muted">
            {words.text("checkout.details.accept")}{" "}
            <Link href={localizedPath(TERMS_PATH, locale)}>
              {words.text("checkout.details.terms")}
            </Link>{" "}
            {words.text("checkout.details.and")}{" "}
            <Link href={localizedPath(PRIVACY_PATH, locale)}>
              {words.text("checkout.details.privacy")}
            </Link>
            {words.text("checkout.details.acceptEnd")}
          </Text>
          <div>
            <Button type="submit" loading={sending}>
              {words.text("checkout.details.continue")}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
});
