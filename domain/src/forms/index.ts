export {
  FORM_DATA_OBJECT_REQUIRED,
  createFormCapture,
  isPlainObject,
  type FormCapturePayload,
} from "./formCapture";
export { formCapturePayloadSchema } from "./formCaptureSchema";
