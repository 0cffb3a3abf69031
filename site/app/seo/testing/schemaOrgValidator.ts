import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/*
 * Checks the site's structured data the way a search engine reads it, offline, for the tests:
 *
 * - schema.org's vocabulary is the current release as the `@vocabulary/schema` package ships
 *   it (schema.org's own N-Triples file): every class, its supertypes, and every property with
 *   the types it belongs to (domainIncludes) and the types of its values (rangeIncludes).
 * - Adobe's structured-data validator, given that vocabulary, checks that every `@type` is a
 *   schema.org type and every property belongs to its type or a supertype, and checks Google's
 *   required and recommended fields of the rich-result types it knows (JobPosting,
 *   BreadcrumbList, ListItem, Organization, Person, Offer, PriceSpecification…).
 * - Beside it, this module checks what Adobe's leaves out: each value's type against the
 *   property's range, properties schema.org has superseded, and Google's required fields of the
 *   rich results it does not know (articles, FAQ pages, the site name's WebSite).
 */

const SCHEMA = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDFS_CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";

/** schema.org's classes and properties, by their short names (`JobPosting`, `datePosted`). */
export interface Vocabulary {
  /** Each class with its direct supertypes. */
  classes: Map<string, string[]>;
  /** Each property with the classes it belongs to and the types of its values. */
  properties: Map<string, { domains: string[]; ranges: string[]; supersededBy?: string }>;
  /** Each member of an enumeration (`InStock`) with its enumeration types. */
  members: Map<string, string[]>;
}

const TRIPLE = /^<([^>]*)> <([^>]*)> <([^>]*)>/u;

function shortName(iri: string): string | undefined {
  return iri.startsWith(SCHEMA) ? iri.slice(SCHEMA.length) : undefined;
}

/** Reads schema.org's vocabulary from the N-Quads file `@vocabulary/schema` ships. */
export function loadVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve("@vocabulary/schema/schema.nq");
  const classes = new Map<string, string[]>();
  const properties: Vocabulary["properties"] = new Map();
  const members = new Map<string, string[]>();
  const property = (name: string) => {
    let entry = properties.get(name);
    if (!entry) properties.set(name, (entry = { domains: [], ranges: [] }));
    return entry;
  };
  const triples: [string, string, string][] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const match = TRIPLE.exec(line);
    if (match) triples.push([match[1]!, match[2]!, match[3]!]);
  }
  for (const [subject, predicate, object] of triples) {
    const name = shortName(subject);
    if (!name) continue;
    if (predicate === RDF_TYPE && object === RDFS_CLASS && !classes.has(name)) {
      classes.set(name, []);
    }
    if (predicate === RDF_TYPE && object === RDF_PROPERTY) property(name);
  }
  for (const [subject, predicate, object] of triples) {
    const name = shortName(subject);
    const target = shortName(object);
    if (!name || !target) continue;
    if (predicate === SUBCLASS_OF) classes.get(name)?.push(target);
    else if (predicate === `${SCHEMA}domainIncludes`) property(name).domains.push(target);
    else if (predicate === `${SCHEMA}rangeIncludes`) property(name).ranges.push(target);
    else if (predicate === `${SCHEMA}supersededBy` && properties.has(name)) {
      property(name).supersededBy = target;
    } else if (predicate === RDF_TYPE && !classes.has(name) && classes.has(target)) {
      members.set(name, [...(members.get(name) ?? []), target]);
    }
  }
  return { classes, properties, members };
}

/**
 * The vocabulary as the JSON-LD `@graph` of schema.org's release file, which Adobe's validator
 * reads: each class with its supertypes, each property with the classes it belongs to.
 */
export function vocabularyAsJsonLd(vocabulary: Vocabulary): { "@graph": object[] } {
  const reference = (name: string) => ({ "@id": `schema:${name}` });
  return {
    "@graph": [
      ...[...vocabulary.classes].map(([name, parents]) => ({
        "@id": `schema:${name}`,
        "@type": "rdfs:Class",
        "rdfs:subClassOf": parents.map(reference),
      })),
      ...[...vocabulary.properties].map(([name, { domains }]) => ({
        "@id": `schema:${name}`,
        "@type": "rdf:Property",
        "schema:domainIncludes": domains.map(reference),
      })),
    ],
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonNode = { [key: string]: Json };

function isNode(value: Json | undefined): value is JsonNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function all(value: Json | undefined): Json[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function typesOf(node: JsonNode): string[] {
  return all(node["@type"]).filter((type): type is string => typeof type === "string");
}

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/u;
const DURATION = /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/u;
const TIME = /^\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/u;

function isAbsoluteUrl(text: string): boolean {
  try {
    return /^https?:$/u.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** Checks schema.org's types of values and what Adobe's validator leaves out. */
export class SchemaOrgChecker {
  private readonly ancestorsOf = new Map<string, Set<string>>();

  constructor(readonly vocabulary: Vocabulary) {}

  /** The class and every supertype of it. */
  ancestors(type: string): Set<string> {
    const known = this.ancestorsOf.get(type);
    if (known) return known;
    const found = new Set<string>([type]);
    for (const parent of this.vocabulary.classes.get(type) ?? []) {
      for (const ancestor of this.ancestors(parent)) found.add(ancestor);
    }
    this.ancestorsOf.set(type, found);
    return found;
  }

  private isA(type: string, range: string): boolean {
    return this.ancestors(type).has(range);
  }

  /** Whether a string is a plausible value of a property whose values are of `ranges`. */
  private stringFits(text: string, ranges: string[]): boolean {
    return ranges.some((range) => {
      if (range === "URL") return isAbsoluteUrl(text);
      if (range === "Date") return DATE.test(text);
      if (range === "DateTime") return DATE_TIME.test(text);
      if (range === "Time") return TIME.test(text);
      // schema.org writes a Duration as an ISO 8601 duration: P1M, PT30M.
      if (range === "Duration") return DURATION.test(text);
      if (range === "Number" || range === "Float") return text.trim() !== "" && !isNaN(+text);
      if (range === "Integer") return /^-?\d+$/u.test(text);
      if (this.isA(range, "Text")) return true;
      // An enumeration's member named by its URL (`https://schema.org/InStock`).
      const member = /^https?:\/\/schema\.org\/(\w+)$/u.exec(text)?.[1];
      if (member && (this.vocabulary.members.get(member) ?? []).some((of) => this.isA(of, range))) {
        return true;
      }
      // schema.org's data model: where a thing is expected, its URL may stand for it.
      return this.vocabulary.classes.has(range) && !this.isA(range, "DataType")
        ? isAbsoluteUrl(text)
        : false;
    });
  }

  private valueIssues(property: string, ranges: string[], value: Json, at: string): string[] {
    const where = `${at}.${property}`;
    if (isNode(value)) {
      const types = typesOf(value);
      if (types.length === 0) {
        const reference = Object.keys(value).every((key) => key === "@id");
        return reference && typeof value["@id"] === "string" && isAbsoluteUrl(value["@id"])
          ? []
          : [`${where}: a node without @type`];
      }
      const fits = types.some((type) => ranges.some((range) => this.isA(type, range)));
      return [
        ...(fits
          ? []
          : [`${where}: a ${types.join("/")} where ${ranges.join(" or ")} is expected`]),
        ...this.nodeIssues(value, where),
      ];
    }
    if (typeof value === "string") {
      return this.stringFits(value, ranges)
        ? []
        : [`${where}: "${value}" is not a ${ranges.join(" or ")}`];
    }
    if (typeof value === "number") {
      const fits = ranges.some(
        (range) =>
          range === "Number" ||
          range === "Float" ||
          (range === "Integer" && Number.isInteger(value)),
      );
      return fits ? [] : [`${where}: the number ${value} where ${ranges.join(" or ")} is expected`];
    }
    if (typeof value === "boolean") {
      return ranges.includes("Boolean") ? [] : [`${where}: a boolean where ${ranges.join(" or ")}`];
    }
    return [`${where}: ${JSON.stringify(value)} is not a value`];
  }

  /** Unknown types and properties, properties of other types, values of the wrong type. */
  nodeIssues(node: JsonNode, at: string): string[] {
    const types = typesOf(node);
    const issues: string[] = [];
    for (const type of types) {
      if (!this.vocabulary.classes.has(type)) issues.push(`${at}: ${type} is no schema.org type`);
    }
    const id = node["@id"];
    if (id !== undefined && !(typeof id === "string" && isAbsoluteUrl(id))) {
      issues.push(`${at}: @id ${JSON.stringify(id)} is not an absolute URL`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("@")) continue;
      const property = this.vocabulary.properties.get(key);
      if (!property) {
        issues.push(`${at}: ${key} is no schema.org property`);
        continue;
      }
      if (!types.some((type) => property.domains.some((domain) => this.isA(type, domain)))) {
        issues.push(`${at}: ${key} is not a property of ${types.join("/")}`);
      }
      if (property.supersededBy) {
        issues.push(`${at}: ${key} is superseded by ${property.supersededBy}`);
      }
      for (const each of all(value))
        issues.push(...this.valueIssues(key, property.ranges, each, at));
    }
    return issues;
  }
}

function text(value: Json | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function absolute(value: Json | undefined): boolean {
  if (isNode(value)) return absolute(value.url);
  return typeof value === "string" && isAbsoluteUrl(value);
}

function named(value: Json | undefined, types: string[]): boolean {
  return (
    all(value).length > 0 &&
    all(value).every(
      (each) =>
        isNode(each) && typesOf(each).some((type) => types.includes(type)) && text(each.name),
    )
  );
}

const ARTICLE_TYPES = ["Article", "BlogPosting", "NewsArticle"];
/** Google's values of `employmentType`. */
const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
];

/**
 * Google's required (and the recommended fields this site commits to) of the rich results
 * Adobe's validator does not know, and its JobPosting rules beyond Adobe's: field names that
 * are missing or wrong.
 */
export function googleRichResultIssues(node: JsonNode, at: string): string[] {
  const types = typesOf(node);
  const missing = (field: string, ok: boolean) =>
    ok ? [] : [`${at}: ${field} is missing or wrong`];
  const issues: string[] = [];
  if (types.some((type) => ARTICLE_TYPES.includes(type))) {
    issues.push(
      ...missing("headline", text(node.headline)),
      ...missing("image", all(node.image).length > 0 && all(node.image).every(absolute)),
      ...missing(
        "datePublished",
        typeof node.datePublished === "string" &&
          (DATE.test(node.datePublished) || DATE_TIME.test(node.datePublished)),
      ),
      ...missing(
        "author (a named Person or Organization)",
        named(node.author, ["Person", "Organization"]),
      ),
      ...missing("publisher (a named Organization)", named(node.publisher, ["Organization"])),
      ...missing("mainEntityOfPage", absolute(node.mainEntityOfPage)),
    );
  }
  if (types.includes("FAQPage")) {
    const questions = all(node.mainEntity);
    issues.push(...missing("mainEntity", questions.length > 0));
    questions.forEach((question, index) => {
      const answer = isNode(question) ? question.acceptedAnswer : undefined;
      issues.push(
        ...missing(
          `mainEntity[${index}] (a Question with name and an accepted Answer with text)`,
          isNode(question) &&
            typesOf(question).includes("Question") &&
            text(question.name) &&
            isNode(answer) &&
            typesOf(answer).includes("Answer") &&
            text(answer.text),
        ),
      );
    });
  }
  if (types.includes("WebSite")) {
    issues.push(...missing("name", text(node.name)), ...missing("url", absolute(node.url)));
  }
  if (types.includes("Organization")) {
    issues.push(...missing("url", absolute(node.url)));
  }
  if (types.includes("JobPosting")) {
    const posted = String(node.datePosted);
    const until = String(node.validThrough);
    issues.push(
      ...missing(
        "employmentType",
        all(node.employmentType).length > 0 &&
          all(node.employmentType).every(
            (type) => typeof type === "string" && EMPLOYMENT_TYPES.includes(type),
          ),
      ),
      ...missing("validThrough (after datePosted)", DATE_TIME.test(until) && until > posted),
      ...missing(
        "hiringOrganization (a named Organization)",
        named(node.hiringOrganization, ["Organization"]),
      ),
      ...missing(
        "description (other than the title)",
        text(node.description) && node.description !== node.title,
      ),
      ...missing(
        "applicantLocationRequirements of a remote job",
        node.jobLocationType !== "TELECOMMUTE" ||
          all(node.applicantLocationRequirements).length > 0,
      ),
    );
  }
  return issues;
}

/** Every problem of a page's structured data, as lines naming the node and the field. */
export interface StructuredDataReport {
  /** Adobe's validator: schema.org types and properties, Google's fields of the types it knows. */
  adobe: ValidationIssue[];
  /** Value types, superseded properties and Google's fields of the other rich results. */
  own: string[];
}

/**
 * Validates the structured data of one page, as a crawler reads it from the page (the parsed
 * text of its ld+json script): one node or an array of nodes, each with its `@context`.
 */
export async function validateStructuredData(
  validator: Validator,
  checker: SchemaOrgChecker,
  data: unknown,
): Promise<StructuredDataReport> {
  const nodes = (Array.isArray(data) ? data : [data]) as JsonNode[];
  const own: string[] = [];
  const byType: Record<string, JsonNode[]> = {};
  nodes.forEach((node, index) => {
    const at = `${typesOf(node).join("/") || "node"}[${index}]`;
    if (node["@context"] !== "https://schema.org")
      own.push(`${at}: @context is not https://schema.org`);
    own.push(...checker.nodeIssues(node, at), ...googleRichResultIssues(node, at));
    const walk = (value: Json | undefined, path: string) => {
      for (const each of all(value)) {
        if (!isNode(each)) continue;
        if (each !== node) own.push(...googleRichResultIssues(each, path));
        for (const [key, child] of Object.entries(each)) {
          if (!key.startsWith("@")) walk(child, `${path}.${key}`);
        }
      }
    };
    walk(node, at);
    const root = typesOf(node)[0] ?? "Thing";
    (byType[root] ??= []).push(structuredClone(node));
  });
  const adobe = await validator.validate({ jsonld: byType });
  return { adobe, own };
}

/** The validator and checker over schema.org's vocabulary, made once per test file. */
export function structuredDataValidation() {
  const vocabulary = loadVocabulary();
  return {
    vocabulary,
    validator: new Validator(vocabularyAsJsonLd(vocabulary)),
    checker: new SchemaOrgChecker(vocabulary),
  };
}

/** One line per issue, for a test's failure message. */
export function describeIssues(report: StructuredDataReport): string[] {
  return [
    ...report.adobe.map(
      (issue) =>
        `adobe ${issue.severity}: ${(issue.path ?? []).map((step) => step.property ?? step.type).join(".")}: ${issue.issueMessage}`,
    ),
    ...report.own,
  ];
}
