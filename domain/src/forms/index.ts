export {
  FORM_DATA_OBJECT_REQUIRED,
  createFormCapture,
  isPlainObject,
  type FormCapturePayload,
} from "./formCapture";
export { formCapturePayloadSchema } from "./formCaptureSchema";
export { LEAD_FORM_NAMES, isLeadFormName, type LeadFormName } from "./leadForms";
