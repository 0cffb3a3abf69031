export * from "./catalogueSchema";
export {
  TEMPLATE_BUILDER_PLANS,
  resolveTemplate,
  type TemplateDeclaration,
} from "./resolveTemplate";
export { catalogueById, type Catalogue } from "./catalogueLookup";
