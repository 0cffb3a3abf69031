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
import { calculatorTotals } from "./calculatorTotals";

type UsageField = "users" | "guests" | "documents" | "storageGb";

const USAGE_FIELDS: { id: UsageField; label: string; hint: string; min: number }[] = [
  { id: "users", label: "Workspace users", hint: "People who work in it.", min: 1 },
  { id: "guests", label: "Guest users", hint: "Vendors or customers.", min: 0 },
  { id: "documents", label: "Documents", hint: "Orders, invoices…", min: 0 },
  { id: "storageGb", label: "Storage in GB", hint: "Files on documents.", min: 0 },
];

/** The calculator's named fields: the plan and the usage. */
const CALCULATOR_FIELDS = ["plan", ...USAGE_FIELDS.map((field) => field.id)] as const;

/** A whole number of at least `min`, or why the text is not one. */
function parseCount(text: string, min: number): number | string {
  const value = Number(text);
  if (text.trim() === "" || !Number.isInteger(value) || value < min) {
    return min === 1 ? "Enter a whole number of 1 or more" : "Enter a whole number of 0 or more";
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
    USAGE_FIELDS.map((field) => [field.id, parseCount(texts[field.id], field.min)]),
  ) as Record<UsageField, number | string>;
  const usage = Object.values(parsed).every((value) => typeof value === "number")
    ? (parsed as Record<UsageField, number>)
    : null;
  const totals = plan && usage ? calculatorTotals(plan.price, usage) : null;
  if (!plan) return null;

  const lines = totals
    ? [
        { id: "plan", name: `${plan.name} plan`, cents: totals.planCents },
        {
          id: "users",
          name: `${totals.managedSubscriptions} managed ${totals.managedSubscriptions === 1 ? "subscription" : "subscriptions"} (${totals.managedSubscriptions * MANAGED_SUBSCRIPTION_INCLUDES.users} users)`,
          cents: totals.usersCents,
        },
        { id: "guests", name: "Additional guest users", cents: totals.additionalGuestsCents },
        { id: "documents", name: "Additional documents", cents: totals.additionalDocumentsCents },
        { id: "storage", name: "Additional storage", cents: totals.additionalStorageCents },
      ]
    : [];
  // The checkout starts with the same plan and usage, so it charges what the calculator shows.
  const checkoutHref = checkoutPath({
    planId: plan.id,
    ...(usage
      ? {
          users: String(usage.users),
          guests: String(usage.guests),
          documents: String(usage.documents),
          storageGb: String(usage.storageGb),
        }
      : {}),
  });

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
          Price calculator
        </Heading>
        <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="medium">
          <Field label="Builder plan">
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
              label={field.label}
              hint={field.hint}
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
                <span data-monthly-cents={totals.monthlyCents}>
                  {formatMoney(totals.monthlyCents)}
                </span>{" "}
                per month, {formatMoney(totals.yearlyCents)} per year
              </Text>
            </Stack>
          ) : (
            <Text tone="muted">Enter whole numbers to see the price.</Text>
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
                      {formatMoney(line.cents)} per month
                    </Text>
                  </dd>
                </div>
              ))}
          </dl>
        )}
        <div>
          <Button href={checkoutHref} variant="secondary">
            {`Start with ${plan.name} and these numbers`}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
