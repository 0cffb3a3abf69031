import {
  LEAD_FORM_NAMES,
  MAX_EXPERIMENT_VARIANTS,
  type ExperimentGoal,
} from "@workcraft/domain/rules";
import type { StudioSitePage } from "@workcraft/domain/schemas";
import { Button, Field, Heading, Select, Stack, Text } from "@workcraft/design-system";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiCallError, callApi, describeApiFailure } from "../../api/apiClient";
import { goalInWords } from "./experimentWords";

/** The goal's choices, as the form's one select names them. */
const GOAL_CHOICES: readonly { value: string; goal: ExperimentGoal }[] = [
  { value: "lead", goal: { kind: "lead" } },
  ...LEAD_FORM_NAMES.map((formName) => ({
    value: `lead:${formName}`,
    goal: { kind: "lead", formName } as const,
  })),
  { value: "checkout", goal: { kind: "checkout" } },
];

/**
 * "Try a variant": a new experiment on a page of the site (a content file's, the catalogue's or a
 * Studio page), with its goal and how many variants to try. Each variant starts as a copy of the
 * page as the site shows it now; the API's messages show beside the field they name.
 */
export function NewExperimentForm({
  sitePages,
  path: askedPath,
  onCreated,
}: {
  sitePages: readonly StudioSitePage[];
  /** The page asked for (from the pages' list), if any: the form then takes the focus. */
  path?: string | undefined;
  onCreated: (id: string) => void;
}) {
  const [path, setPath] = useState(
    sitePages.some((page) => page.path === askedPath) ? askedPath! : (sitePages[0]?.path ?? ""),
  );
  const [goal, setGoal] = useState(GOAL_CHOICES[0]!.value);
  const [variants, setVariants] = useState("1");
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<
    Partial<Record<"path" | "goal" | "variants" | "form", string>>
  >({});

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (askedPath === undefined) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  }, [askedPath]);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    setCreating(true);
    setFailure({});
    try {
      const created = await callApi("studio/experiments/create", {
        path,
        goal: GOAL_CHOICES.find((choice) => choice.value === goal)!.goal,
        variants: Number(variants),
      });
      onCreated(created.id);
    } catch (error) {
      const fields = error instanceof ApiCallError ? error.fields : {};
      const named = {
        ...(fields.path?.[0] ? { path: fields.path[0] } : {}),
        ...(fields["goal.formName"]?.[0] || fields.goal?.[0]
          ? { goal: fields["goal.formName"]?.[0] ?? fields.goal?.[0] }
          : {}),
        ...(fields.variants?.[0] ? { variants: fields.variants[0] } : {}),
      };
      setFailure(Object.keys(named).length > 0 ? named : { form: describeApiFailure(error) });
      setCreating(false);
    }
  }

  return (
    <form noValidate onSubmit={create} aria-labelledby="studio-new-experiment">
      <Stack gap="medium">
        <Heading level={2} id="studio-new-experiment" tabIndex={-1} ref={heading}>
          Try a variant
        </Heading>
        <Text size="small" tone="muted">
          Each variant starts as a copy of the page as the site shows it now. You compose it in the
          editor, then plan the experiment and start it.
        </Text>
        <Field label="Page" error={failure.path} required>
          <Select name="path" value={path} onChange={(event) => setPath(event.target.value)}>
            {sitePages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.path}: {page.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Goal"
          hint="What counts as a conversion: once a visitor, whatever they do twice."
          error={failure.goal}
        >
          <Select name="goal" value={goal} onChange={(event) => setGoal(event.target.value)}>
            {GOAL_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {goalInWords(choice.goal)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Variants"
          hint="Besides the page as it is (the control). Each variant needs its own share of the visitors."
          error={failure.variants}
        >
          <Select
            name="variants"
            value={variants}
            onChange={(event) => setVariants(event.target.value)}
          >
            {Array.from({ length: MAX_EXPERIMENT_VARIANTS }, (_, index) => String(index + 1)).map(
              (count) => (
                <option key={count} value={count}>
                  {count === "1"
                    ? "1 variant (B)"
                    : `${count} variants (B to ${String.fromCharCode(65 + Number(count))})`}
                </option>
              ),
            )}
          </Select>
        </Field>
        {failure.form ? (
          <Text role="alert" tone="danger">
            {failure.form}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={creating}>
            Create the experiment
          </Button>
        </div>
      </Stack>
    </form>
  );
}
