export {
  dataEnvelopeRequestSchema,
  getAppBySlugRequestSchema,
  listAppsFromStoreRequestSchema,
  otpCheckRequestSchema,
  otpSendRequestSchema,
  type DataEnvelopeRequest,
  type GetAppBySlugRequest,
  type OtpCheckRequest,
  type OtpSendRequest,
} from "./requestSchemas";
