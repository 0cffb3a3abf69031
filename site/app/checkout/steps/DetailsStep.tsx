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
import { workspaceNameProblem, type PricedOrder } from "@workcraft/domain/rules";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiCallError, callApi, describeApiFailure } from "../../api/apiClient";
import { useTypedBeforeScript } from "../../forms/useTypedBeforeScript";
import { useCheckout, useStepHeading } from "../CheckoutContext";
import { orderOf, type CheckoutDetails } from "../checkoutState";
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

/** How long typing pauses before the order is checked again. */
const SETTLE_MS = 400;

const controlId = (field: DetailField) => `checkout-${field}`;

/** The terms a checkout accepts, and how its details are kept. */
const TERMS_PATH = "/legal/terms-and-conditions";
const PRIVACY_PATH = "/legal/privacy-policy";

/** The order's fields the details step names otherwise. */
const DETAIL_OF_ORDER_FIELD: Record<string, DetailField> = { contactName: "yourName" };

/** `data.workspaceName` (or `data.appIds.0`) as the field it names on this step. */
function fieldOf(key: string): string {
  const field = key.replace(/^data\./, "").split(".")[0] ?? key;
  return DETAIL_OF_ORDER_FIELD[field] ?? field;
}

/** The API's problems, by field. */
function problemsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiCallError)) return {};
  const problems: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fields)) {
    (problems[fieldOf(key)] ??= []).push(...messages);
  }
  return problems;
}

interface CheckResult {
  /** The order checked (as `orderKey`). */
  key: string;
  priced: PricedOrder | null;
  problems: Record<string, string[]>;
}

/**
 * The details step: who buys, the workspace's name and size, and the order as the server
 * prices it. The order is checked (`project-checkout/verify`) whenever typing settles; each
 * problem shows next to its field once the visitor has left the field or pressed Continue.
 * Continue starts the checkout (`checkout/project`) and moves on to the e-mail code.
 */
export function DetailsStep() {
  const { state, update, plans } = useCheckout();
  const navigate = useNavigate();
  const headingId = useStepHeading();
  const { details, source } = state;
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [checked, setChecked] = useState<CheckResult>({
    key: "",
    priced: state.started?.priced ?? null,
    problems: {},
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusFirstProblem, setFocusFirstProblem] = useState(0);
  const checks = useRef(0);
  const order = orderOf(state);
  const orderKey = JSON.stringify(order);
  // The order can be checked once it names its workspace and whom to e-mail: before that
  // there is nothing to ask the API (whose answer would only be that these are missing).
  const checkable = details.workspaceName.trim() !== "" && details.email.trim() !== "";
  const checking = checkable && checked.key !== orderKey;
  // Until then no earlier check's price or problems stand for the order shown, only what
  // Continue was answered for this very order.
  const current: CheckResult =
    checkable || checked.key === orderKey
      ? checked
      : { key: orderKey, priced: state.started?.priced ?? null, problems: {} };
  // The API checks the order's rules only once its fields are well formed; the name's own
  // rule (the domain's) shows at once, while the e-mail is still missing.
  const nameProblem = workspaceNameProblem(details.workspaceName);
  const problems: Record<string, string[]> =
    nameProblem && !current.problems.workspaceName
      ? { ...current.problems, workspaceName: [nameProblem] }
      : current.problems;

  useEffect(() => {
    const run = ++checks.current;
    if (!checkable) return;
    const timer = window.setTimeout(() => {
      callApi("project-checkout/verify", { data: JSON.parse(orderKey) })
        .then(
          (priced): CheckResult => ({ key: orderKey, priced, problems: {} }),
          (error: unknown): CheckResult => ({
            key: orderKey,
            priced: null,
            problems: problemsOf(error),
          }),
        )
        .then((result) => {
          if (run === checks.current) setChecked(result);
        });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [orderKey, checkable]);

  useEffect(() => {
    if (focusFirstProblem === 0) return;
    const first = FIELD_ORDER.find((field) => problems[field]);
    const target = failure
      ? "checkout-failure"
      : first
        ? controlId(first)
        : ORDER_SUMMARY_HEADING_ID;
    document.getElementById(target)?.focus();
    // Only when Continue was refused, not whenever the problems change while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusFirstProblem]);

  // The step is served whole: what a visitor typed before its script ran becomes the details,
  // before the checkout kept in the browser takes over.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeScript(formRef, details, FIELD_ORDER, (typed) =>
    update((before) => ({
      ...before,
      details: { ...before.details, ...Object.fromEntries(typed) },
    })),
  );

  const change = (field: DetailField, value: string) =>
    update((before) => ({ ...before, details: { ...before.details, [field]: value } }));
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
    if (state.started && state.started.orderKey === orderKey) {
      void navigate("/checkout/code");
      return;
    }
    setSending(true);
    checks.current += 1;
    try {
      const started = await callApi("checkout/project", {
        data: order,
      });
      const { checkoutId, ...priced } = started;
      update((before) => ({
        ...before,
        started: {
          checkoutId,
          email: order.email,
          workspaceName: order.workspaceName.trim(),
          priced,
          orderKey,
        },
        codeSent: undefined,
        confirmedCheckoutId: undefined,
        idempotency: undefined,
      }));
      void navigate("/checkout/code");
    } catch (error) {
      const problems = problemsOf(error);
      if (Object.keys(problems).length > 0) {
        setChecked({ key: orderKey, priced: null, problems });
      } else {
        setFailure(describeApiFailure(error));
      }
      setFocusFirstProblem((count) => count + 1);
    } finally {
      setSending(false);
    }
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
        Your details
      </Heading>
      <Text>
        Tell us who you are and name your workspace. We e-mail you a code to confirm your address
        before the workspace is created.
      </Text>
      <OrderSummary
        priced={current.priced}
        problems={summaryProblems}
        pending={checking || sending}
      />
      <form ref={formRef} noValidate onSubmit={start} aria-labelledby={headingId}>
        <Stack gap="large">
          {text("company", "Company", { autoComplete: "organization" })}
          {text("workspaceName", "Workspace name", {
            required: true,
            hint: "3 to 40 letters or digits; you can rename it later.",
          })}
          {text("yourName", "Your name", { autoComplete: "name" })}
          {text("email", "Work e-mail", { type: "email", autoComplete: "email", required: true })}
          {!source.templateId && (
            <Field
              label="Builder plan"
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
            {text("users", "Users", {
              type: "number",
              required: true,
              hint: "People who work in the workspace.",
            })}
            {text("guests", "Guest users", {
              type: "number",
              hint: "Vendors, customers or partners.",
            })}
            {text("documents", "Documents", {
              type: "number",
              hint: "Orders, invoices and other records the workspace holds.",
            })}
            {text("storageGb", "Storage in GB", {
              type: "number",
              hint: "Files attached to documents.",
            })}
          </Grid>
          {failure && (
            <Text role="alert" tone="danger" tabIndex={-1} id="checkout-failure">
              {failure}
            </Text>
          )}
          <Text size="small" tone="muted">
            By creating the workspace you accept the{" "}
            <Link href={TERMS_PATH}>Terms and conditions</Link> and our{" "}
            <Link href={PRIVACY_PATH}>Privacy policy</Link>.
          </Text>
          <div>
            <Button type="submit" loading={sending}>
              Continue
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
