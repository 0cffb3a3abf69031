import { z } from "zod";
import { ID_LENGTH } from "../constants/businessConstants";
import { STUDIO_PERSON_NAME_MAX } from "./studioAccess";
import { STUDIO_ROLES } from "./studioRoles";

/** One of the Studio's roles. */
export const studioRoleSchema = z.enum(STUDIO_ROLES, {
  error: `Choose a role: ${STUDIO_ROLES.join(", ")}`,
});

const PERSON_ID_ERROR = "Send the person's id, as studio/people/list gave it";

/** A Studio person's id, as `studio/people/list` gives it. */
export const studioPersonIdSchema = z
  .string({ error: PERSON_ID_ERROR })
  .regex(new RegExp(`^[0-9A-Za-z]{${ID_LENGTH}}$`, "u"), { error: PERSON_ID_ERROR });

/** A person's name as the Studio shows it, trimmed. */
export const studioPersonNameSchema = z
  .string({ error: "Enter the person's name" })
  .trim()
  .min(1, { error: "Enter the person's name" })
  .max(STUDIO_PERSON_NAME_MAX, {
    error: `A name is at most ${STUDIO_PERSON_NAME_MAX} characters`,
  });

/** The person signed in to the Studio, as the Studio greets them. */
export const signedInStudioPersonSchema = z.object({
  email: z.string().min(1),
  /** Null for a person added from the command line without a name. */
  name: z.string().min(1).nullable(),
  role: studioRoleSchema,
});
export type SignedInStudioPerson = z.infer<typeof signedInStudioPersonSchema>;

/** A person of the Studio as its list of people shows them. */
export const studioPersonSchema = signedInStudioPersonSchema.extend({
  id: studioPersonIdSchema,
  /** When they were added, ISO 8601 in UTC. */
  createdAt: z.iso.datetime(),
  /** A disabled person cannot sign in, and their sessions have ended. */
  disabled: z.boolean(),
});
export type StudioPerson = z.infer<typeof studioPersonSchema>;
