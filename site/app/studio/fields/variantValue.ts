import type { VariantChoice } from "../editorFields";
import { recordOf } from "./fieldValues";

/** A `variants` field's shapes: the key that tells them apart and each choice. */
export interface Variants {
  discriminator: string;
  choices: readonly VariantChoice[];
}

/** The value a choice starts as: its discriminator and nothing else. */
export function valueOfVariantChoice(
  discriminator: string,
  choice: Pick<VariantChoice, "value">,
): Record<string, unknown> {
  return { [discriminator]: choice.value };
}

/** The index of the choice a value takes, or -1 when it takes none. */
export function chosenVariantIndex(value: unknown, variants: Variants): number {
  const record = recordOf(value);
  if (!(variants.discriminator in record)) return -1;
  return variants.choices.findIndex((choice) =>
    Object.is(choice.value, record[variants.discriminator]),
  );
}
