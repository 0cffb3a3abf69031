/**
 * Use-case pages for the build-scaling bench: copies of a real use-case file, each with its own
 * slug, title, listing and hero, so the build treats them as it would a marketer's new pages
 * (route, prerendered HTML, sitemap entry, use-case lists and the footer).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The real page they copy: the longest use-case file, so no generated page is lighter. */
const MODEL_FILE = fileURLToPath(
  new URL("../site/content/use-case/venture-capital-crm.json", import.meta.url),
);

interface UseCaseFile {
  $schema?: string;
  meta: { title: string; description: string; keywords?: string };
  listing: { title: string; description: string };
  blocks: Array<{ type: string; props: Record<string, unknown> }>;
}

/** `scaling-test-0042`: sorts in number order and never meets a real use case's id. */
export const generatedUseCaseId = (number: number) =>
  `scaling-test-${String(number).padStart(4, "0")}`;

function generatedPage(model: UseCaseFile, number: number): UseCaseFile {
  const page = structuredClone(model);
  // Not under site/content, so the editor schema's relative path would point nowhere.
  delete page.$schema;
  const name = `Scaling Test ${number}`;
  // At most 48 characters with " | Workcraft" added, and unique: titles must be (sitePages).
  page.meta.title = `${name}: deal flow and fund figures`;
  // Between 110 and 159 characters, so it is published whole without the site's suffix.
  page.meta.description = `${name} is a generated use case of the build-scaling bench: contacts, deal flow, portfolio boards and fund figures in one workspace.`;
  page.listing = { title: name, description: `${name}: a generated use case, in one workspace.` };
  const hero = page.blocks[0];
  if (hero?.type !== "Hero") throw new Error(`${MODEL_FILE} no longer opens with a Hero`);
  hero.props = { ...hero.props, eyebrow: `Use case: ${name}`, title: `${name}, in one workspace` };
  return page;
}

/**
 * Writes `count` use-case pages into `dir/use-case/` (the layout `EXTRA_CONTENT_DIR` reads);
 * gives their paths.
 */
export function writeGeneratedUseCases(dir: string, count: number): string[] {
  const model = JSON.parse(readFileSync(MODEL_FILE, "utf8")) as UseCaseFile;
  mkdirSync(join(dir, "use-case"), { recursive: true });
  return Array.from({ length: count }, (_, index) => {
    const id = generatedUseCaseId(index + 1);
    const page = generatedPage(model, index + 1);
    writeFileSync(join(dir, "use-case", `${id}.json`), `${JSON.stringify(page, null, 2)}\n`);
    return `/use-case/${id}`;
  });
}
