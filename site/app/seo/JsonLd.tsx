import type { Thing, WithContext } from "schema-dts";

/**
 * Structured data as the text of a script element. JSON allows `<`, `>` and `&` in strings
 * but HTML would read `</script>` or `<!--` inside them, so they are written as `\u003c`,
 * `\u003e` and `\u0026`: the same JSON to a parser, and no way for content to close the script.
 * U+2028 and U+2029 are escaped too, for older JavaScript parsers.
 */
export function serializeJsonLd(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</gu, "\\u003c")
    .replace(/>/gu, "\\u003e")
    .replace(/&/gu, "\\u0026")
    .replace(/\u2028/gu, "\\u2028")
    .replace(/\u2029/gu, "\\u2029");
}

export interface JsonLdProps {
  /** One schema.org node, or several, each with its `@context`. */
  data: WithContext<Thing> | readonly WithContext<Thing>[];
}

/**
 * A page's structured data for search engines: a `<script type="application/ld+json">`, which
 * browsers never run (data, not script, so a content security policy leaves it alone).
 */
export function JsonLd({ data }: JsonLdProps) {
  return <JsonLdScript json={serializeJsonLd(data)} />;
}

/** Structured data already made safe by {@link serializeJsonLd}, as a route's data carries it. */
export function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
