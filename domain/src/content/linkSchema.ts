import { z } from "zod";
import { LINK_PATTERN, linkProblem } from "./linkRule";

/**
 * A field that holds a link's address, checked by the one link rule (`linkRule.ts`). The JSON
 * Schema of content files gets the rule as a pattern.
 */
export const linkSchema = z
  .string({ error: "A link needs an address" })
  .superRefine((href, context) => {
    const problem = linkProblem(href);
    if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
  })
  .meta({ pattern: LINK_PATTERN });
