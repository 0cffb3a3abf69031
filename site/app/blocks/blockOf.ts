import { z } from "zod";

/**
 * A block as a content file declares it, `{ type, props }` (the shape of a Puck content item),
 * from its type and the zod schema of its props. Props are strict: a field the block does not
 * know is an error, not silently dropped. The description names the block in the generated
 * JSON Schema, so an editor shows it while a marketer types.
 */
export function blockOf<const T extends string, P extends z.ZodRawShape>(
  type: T,
  props: z.ZodObject<P>,
  description: string,
) {
  return z
    .object({ type: z.literal(type), props: props.strict() })
    .strict()
    .describe(description);
}
