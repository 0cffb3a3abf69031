import { z } from "zod";
import { emailAddressSchema } from "../forms/emailAddressSchema";
import {
  studioPersonIdSchema,
  studioPersonNameSchema,
  studioPersonSchema,
  studioRoleSchema,
} from "../studio/studioPersonSchema";
import { defineApiCall } from "./apiCall";

/* Beyond the spec: the Studio's people, managed by its admins. */

/** Body of `studio/people/list`: empty. */
export const studioPeopleListRequestSchema = z.strictObject({});

/** Answer of `studio/people/list`: every person of the Studio, by e-mail address. */
export const studioPeopleResponseSchema = z.object({ people: z.array(studioPersonSchema) });

/** `studio/people/list`: the Studio's people (admin). */
export const listStudioPeopleCall = defineApiCall({
  method: "POST",
  path: "studio/people/list",
  request: studioPeopleListRequestSchema,
  response: studioPeopleResponseSchema,
});

/** Body of `studio/people/add`: a new person, who can then sign in by e-mail. */
export const studioPersonAddRequestSchema = z.strictObject({
  email: emailAddressSchema,
  name: studioPersonNameSchema,
  role: studioRoleSchema,
});
export type StudioPersonAddRequest = z.infer<typeof studioPersonAddRequestSchema>;

/** `studio/people/add`: adds a person to the Studio (admin); answers them. */
export const addStudioPersonCall = defineApiCall({
  method: "POST",
  path: "studio/people/add",
  request: studioPersonAddRequestSchema,
  response: studioPersonSchema,
});

/** Body of `studio/people/change`: a person's new role, or their access turned off or on. */
export const studioPersonChangeRequestSchema = z
  .strictObject({
    id: studioPersonIdSchema,
    role: studioRoleSchema.optional(),
    disabled: z.boolean({ error: "disabled is true or false" }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    error: "Send what changes: a role, or disabled",
  });
export type StudioPersonChangeRequest = z.infer<typeof studioPersonChangeRequestSchema>;

/** `studio/people/change`: changes a person's role or access (admin); answers them. */
export const changeStudioPersonCall = defineApiCall({
  method: "POST",
  path: "studio/people/change",
  request: studioPersonChangeRequestSchema,
  response: studioPersonSchema,
});
