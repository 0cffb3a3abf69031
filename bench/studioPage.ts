/**
 * A published Studio page for the benches: the venture-capital CRM use case under another
 * address and title, written straight into the server's PostgreSQL database as publishing
 * leaves it (a person, the page, its first version, published). Like every published use case it
 * is in the footer's list of use cases, so every page is then sent as rendered with it, not as
 * built; `listed` also puts it in the list of every use case (/resources).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { repoRoot } from "./productionServer";

export const STUDIO_BENCH_PATH = "/use-case/fleet-crm";

export async function publishStudioPage(
  databaseUrl: string,
  { listed = false }: { listed?: boolean } = {},
): Promise<string> {
  const file = join(repoRoot, "site/content/use-case/venture-capital-crm.json");
  const content = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  delete content.$schema;
  content.meta = {
    title: "Fleet CRM",
    description:
      "A CRM made for fleets: vehicles, drivers and services in one workspace, with a board per depot and the costs of each vehicle.",
  };
  if (listed)
    content.listing = { title: "Fleet CRM", description: "Vehicles, drivers and services." };
  else delete content.listing;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into studio_people (id, email, name, role) values ('benchperson', 'bench@example.com', 'Bench', 'publisher')`,
    );
    await client.query(
      `insert into studio_pages (id, path, draft, created_by, updated_by) values ('benchpage', $1, $2, 'benchperson', 'benchperson')`,
      [STUDIO_BENCH_PATH, content],
    );
    const { rows } = await client.query<{ id: string }>(
      `insert into studio_page_versions (page_id, number, path, content, kind, author_id)
       values ('benchpage', 1, $1, $2, 'publish', 'benchperson') returning id`,
      [STUDIO_BENCH_PATH, content],
    );
    await client.query(
      `update studio_pages set published_version_id = $1, published_at = now() where id = 'benchpage'`,
      [rows[0]!.id],
    );
    await client.query("commit");
  } finally {
    await client.end();
  }
  return STUDIO_BENCH_PATH;
}
