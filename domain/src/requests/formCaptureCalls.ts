import { z } from "zod";
import { formCapturePayloadSchema } from "../forms/formCaptureSchema";
import { defineApiCall } from "./apiCall";

/** Answer of `form-capture/send`: the same for every lead taken, stored or caught by the trap. */
export const sendFormResponseSchema = z.object({ received: z.literal(true) });

/** `form-capture/send`: stores a lead; its data must be an object (spec, section 5). */
export const sendFormCall = defineApiCall({
  method: "POST",
  path: "form-capture/send",
  request: formCapturePayloadSchema,
  response: sendFormResponseSchema,
});
