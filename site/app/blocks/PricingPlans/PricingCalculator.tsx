import {
  Button,
  Card,
  Field,
  Grid,
  Heading,
  Select,
  Stack,
  Text,
  TextInput,
  type HeadingLevel,
} from "@workcraft/design-system";
import { formatMoney, MANAGED_SUBSCRIPTION_INCLUDES } from "@workcraft/domain/rules";
import { useId, useRef, useState } from "react";
import type { PlanSummary } from "../../catalogue/shownData";
import { useTypedBeforeScript } from "../../forms/useTypedBeforeScript";
import { checkoutPath } from "../../paths";
import { countWords } from "../../i18n/countWords";
import type { PlainMessageId } from "../../i18n/messageCatalogue";
import { useShellText } from "../../i18n/ShellTextProvider";
import type { ShellText } from "../../i18n/shellText";
import { calculatorTotals } from "./calculatorTotals";

type UsageField = "users" | "guests" | "documents" | "storageGb";

const USAGE_FIELDS: { id: UsageField; label: PlainMessageId; hint: PlainMessageId; min: number }[] =
  [
    { id: "users", label: "block.calculator.users", hint: "block.calculator.usersHint", min: 1 },
    { id: "guests", label: "block.calculator.guests", hint: "block.calculator.guestsHint", min: 0 },
    {
      id: "documents",
      label: "block.calculator.documents",
      hint: "block.calculator.documentsHint",
      min: 0,
    },
    {
      id: "storageGb",
      label: "block.calculator.storage",
      hint: "block.calculator.storageHint",
      min: 0,
    },
  ];

/** The calculator's named fields: the plan and the usage. */
const CALCULATOR_FIELDS = ["plan", ...USAGE_FIELDS.map((field) => field.id)] as const;

/** A whole number of at least `min`, or why the text is not one. */
function parseCount(typed: string, min: number, text: ShellText): number | string {
  const value = Number(typed);
  if (typed.trim() === "" || !Number.isInteger(value) || value < min) {
    return text.text(min === 1 ? "block.calculator.oneOrMore" : "block.calculator.zeroOrMore");
  }
  return value;
}

/**
 * The live price of a plan and a workspace's usage, by the domain's calculator. The totals sit
 * in a polite live region, so a screen reader hears the new price once the visitor pauses.
 */
export function PricingCalculator({
  plans,
  headingLevel,
}: {
  plans: PlanSummary[];
  headingLevel: HeadingLevel;
}) {
  const headingId = useId();
  const text = useShellText();
  const { locale } = text;
  const money = (cents: number) => formatMoney(cents, { locale });
  const [planId, setPlanId] = useState(plans[0]?.id ?? "");
  const [texts, setTexts] = useState<Record<UsageField, string>>({
    users: "5",
    guests: "0",
    documents: "0",
    storageGb: "0",
  });
  // Served whole, the calculator may be typed into before its script runs: that typing counts.
  const calculatorRef = useRef<HTMLElement>(null);
  useTypedBeforeScript(calculatorRef, { plan: planId, ...texts }, CALCULATOR_FIELDS, (typed) => {
    for (const [name, value] of typed) {
      if (name === "plan") setPlanId(value);
      else setTexts((before) => ({ ...before, [name]: value }));
    }
  });
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  const parsed = Object.fromEntries(
    USAGE_FIELDS.map((field) => [field.id, parseCount(texts[field.id], field.min, text)]),
  ) as Record<UsageField, number | string>;
  const usage = Object.values(parsed).every((value) => typeof value === "number")
    ? (parsed as Record<UsageField, number>)
    : null;
  const totals = plan && usage ? calculatorTotals(plan.price, usage) : null;
  if (!plan) return null;
  // The monthly total stands out in its sentence: the message is split where it goes.
  const [monthlyBefore, monthlyAfter] = totals
    ? text
        .format("block.calculator.total", {
          monthly: "\u0000",
          yearly: money(totals.yearlyCents),
        })
        .split("\u0000")
    : [];

  const lines = totals
    ? [
        {
          id: "plan",
          name: text.format("block.calculator.planLine", { plan: plan.name }),
          cents: totals.planCents,
        },
        {
          id: "users",
          name: text.format("block.calculator.subscriptionsLine", {
            subscriptions: countWords(text, totals.managedSubscriptions, {
              one: "block.calculator.subscription.one",
              other: "block.calculator.subscription.other",
            }),
            users: countWords(
              text,
              totals.managedSubscriptions * MANAGED_SUBSCRIPTION_INCLUDES.users,
              { one: "block.calculator.user.one", other: "block.calculator.user.other" },
            ),
          }),
          cents: totals.usersCents,
        },
        {
          id: "guests",
          name: text.text("block.calculator.moreGuests"),
          cents: totals.additionalGuestsCents,
        },
        {
          id: "documents",
          name: text.text("block.calculator.moreDocuments"),
          cents: totals.additionalDocumentsCents,
        },
        {
          id: "storage",
          name: text.text("block.calculator.moreStorage"),
          cents: totals.additionalStorageCents,
        },
      ]
    : [];
  // The checkout starts with the same plan and usage, so it charges what the calculator shows.
  const checkoutHref = checkoutPath(
    {
      planId: plan.id,
      ...(usage
        ? {
            users: String(usage.users),
            guests: String(usage.guests),
            documents: String(usage.documents),
            storageGb: String(usage.storageGb),
          }
        : {}),
    },
    locale,
  );

  return (
    <Card
      ref={calculatorRef}
      appearance="outlined"
      as="section"
      aria-labelledby={headingId}
      data-pricing-calculator=""
    >
      <Stack gap="large">
        <Heading level={headingLevel} size="medium" id={headingId}>
          {text.text("block.calculator.title")}
        </Heading>
        <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="medium">
          <Field label={text.text("block.calculator.plan")}>
            <Select name="plan" value={planId} onChange={(event) => setPlanId(event.target.value)}>
              {plans.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Select>
          </Field>
        </Grid>
        <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="medium">
          {USAGE_FIELDS.map((field) => (
            <Field
              key={field.id}
              label={text.text(field.label)}
              hint={text.text(field.hint)}
              error={typeof parsed[field.id] === "string" ? parsed[field.id] : undefined}
            >
              <TextInput
                type="number"
                name={field.id}
                inputMode="numeric"
                min={field.min}
                step={1}
                value={texts[field.id]}
                onChange={(event) =>
                  setTexts((before) => ({ ...before, [field.id]: event.target.value }))
                }
              />
            </Field>
          ))}
        </Grid>
        <div role="status" aria-live="polite" aria-atomic="true" data-calculator-total="">
          {totals ? (
            <Stack gap="small">
              <Text size="large" weight="bold">
                {monthlyBefore}
                <span data-monthly-cents={totals.monthlyCents}>{money(totals.monthlyCents)}</span>
                {monthlyAfter}
              </Text>
            </Stack>
          ) : (
            <Text tone="muted">{text.text("block.calculator.enterNumbers")}</Text>
          )}
        </div>
        {totals && (
          <dl>
            {lines
              .filter((line) => line.id === "plan" || line.id === "users" || line.cents > 0)
              .map((line) => (
                <div key={line.id}>
                  <dt>
                    <Text as="span">{line.name}</Text>
                  </dt>
                  <dd>
                    <Text as="span" tone="muted">
                      {text.format("block.perMonth", { price: money(line.cents) })}
                    </Text>
                  </dd>
                </div>
              ))}
          </dl>
        )}
        <div>
          <Button href={checkoutHref} variant="secondary">
            {text.format("block.calculator.start", { plan: plan.name })}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
