import { z } from "zod";
import { FORM_DATA_OBJECT_REQUIRED, type FormCapturePayload } from "./formCapture";

/** Validates the body of `form-capture/send`; data must be an object (spec, section 5). */
export const formCapturePayloadSchema = z.object({
  formName: z.string().min(1),
  data: z.record(z.string(), z.unknown(), { error: FORM_DATA_OBJECT_REQUIRED }),
}) satisfies z.ZodType<FormCapturePayload>;
