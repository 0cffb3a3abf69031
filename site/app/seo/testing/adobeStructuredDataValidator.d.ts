/** Adobe's structured-data validator ships JavaScript only; what the tests use of it. */
declare module "@adobe/structured-data-validator" {
  /** One problem found: an error fails a rich result, a warning misses a recommended field. */
  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType?: string;
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
  }

  /** Items by their root `@type`, the shape Web Auto Extractor gives. */
  export interface ExtractedData {
    jsonld?: Record<string, Record<string, unknown>[]>;
  }

  export default class Validator {
    /** `schemaOrgJson`: schema.org's vocabulary as JSON-LD (`@graph` of classes and properties). */
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
