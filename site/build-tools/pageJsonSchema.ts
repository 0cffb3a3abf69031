import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { PAGE_SCHEMA_FILE } from "../app/content/contentIndex";
import { pageSchema } from "../app/content/pageSchema";
import { contentDir } from "./readContent";

/** The JSON Schema of a content file, as an editor reads it to complete and check pages. */
export function pageJsonSchema(): string {
  const schema = z.toJSONSchema(pageSchema, { io: "input", unrepresentable: "any" });
  return `${JSON.stringify(
    { ...schema, title: "A page of the Workcraft site", $id: PAGE_SCHEMA_FILE },
    null,
    2,
  )}\n`;
}

// `npm run content:schema -w @workcraft/site` writes site/content/page.schema.json.
if (process.argv[1]?.endsWith("pageJsonSchema.ts")) {
  const file = join(contentDir, PAGE_SCHEMA_FILE);
  writeFileSync(file, pageJsonSchema());
  console.log(`wrote ${file}`);
}
