/*
 * `@workcraft/domain/schemas`: the zod schemas of the spec's entities and of every API payload,
 * for the places that validate (the API, content files, forms), with their inferred types.
 */
export * from "./catalogue/catalogueSchema";
export * from "./navigation/menuItemSchema";
export { pageMetaSchema } from "./meta/pageMetaSchema";
export { formCapturePayloadSchema } from "./forms/formCaptureSchema";
export { workspaceUsageSchema } from "./pricing/workspaceUsageSchema";
export { projectOrderSchema } from "./checkout/projectOrderSchema";
export {
  roadmapItemSchema,
  roadmapVoteRecordSchema,
  roadmapVotesSchema,
} from "./votes/roadmapVoteSchema";
export { emailAddressSchema } from "./forms/emailAddressSchema";
export * from "./requests/requestSchemas";
