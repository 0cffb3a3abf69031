export {
  dataEnvelopeRequestSchema,
  getAppBySlugRequestSchema,
  listAppsFromStoreRequestSchema,
  type DataEnvelopeRequest,
  type GetAppBySlugRequest,
} from "./requestSchemas";
