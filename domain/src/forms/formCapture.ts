/** The spec's message when a form capture is sent without an object as data. */
export const FORM_DATA_OBJECT_REQUIRED = "sendMessage requires data to be an object";

/** The body of `form-capture/send`: which form and what the visitor entered. */
export interface FormCapturePayload {
  formName: string;
  data: Record<string, unknown>;
}

/** True for a plain object: not null, not an array, not a Date, Map or class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Builds a form capture payload. Data that is not a plain object throws the spec's message
 * ({@link FORM_DATA_OBJECT_REQUIRED}); the data is copied so the caller's object stays its own.
 */
export function createFormCapture(formName: string, data: unknown): FormCapturePayload {
  if (!isPlainObject(data)) throw new TypeError(FORM_DATA_OBJECT_REQUIRED);
  return { formName, data: { ...data } };
}
