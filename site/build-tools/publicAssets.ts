import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The Studio's code begins at its lazy entry, `StudioApp`: the Studio's route (in the site's
 * chunk, like every route) loads it, and it loads the rest (its screens, the editor).
 */
const STUDIO_ENTRY = /^StudioApp-[\w-]+\.js$/u;

/** React Router's manifest and every file of `assets/` it names: the entry, each route's modules. */
function manifestFiles(assetsDir: string): string[] {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/u.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assetsDir}`);
  const code = readFileSync(join(assetsDir, file), "utf8");
  return [file, ...[...code.matchAll(/"\/assets\/([^"#]+)/gu)].map((match) => match[1]!)];
}

/**
 * Every script and stylesheet a public page can ever load, by file name in `assets/`: what
 * React Router's manifest names (the entry, every route), each file their scripts name (static
 * and dynamic imports, preload lists), and so on, stopping at the Studio's entry. What is left
 * is the Studio's own code, which only its addresses load: the update worker does not precache
 * it, and the tests prove no public page holds it.
 */
export function publicAssets(clientDir: string): Set<string> {
  const assetsDir = join(clientDir, "assets");
  const files = new Set(readdirSync(assetsDir).filter((name) => /\.(js|css)$/u.test(name)));
  const reached = new Set<string>();
  const queue = manifestFiles(assetsDir);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name) || !files.has(name) || STUDIO_ENTRY.test(name)) continue;
    reached.add(name);
    if (!name.endsWith(".js")) continue;
    for (const [named] of readFileSync(join(assetsDir, name), "utf8").matchAll(
      /[\w.-]+\.(?:js|css)\b/gu,
    )) {
      if (files.has(named) && !reached.has(named)) queue.push(named);
    }
  }
  return reached;
}
