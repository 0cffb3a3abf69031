import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:workcraft-build-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The folder the site builds into (`SITE_BUILD_DIR`: tests build a second site elsewhere). */
export const siteBuildDirectory = () => process.env.SITE_BUILD_DIR ?? "build";

/** A chunk of Vite's client manifest, as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const BLOCK_VIEW = /^app\/blocks\/(\w+)\/\1Block\.tsx$/u;

/**
 * For each block type, the scripts its view needs: its own chunk and every chunk it imports,
 * read from the client build's manifest (the client is built before the server).
 */
export function blockScriptsFromManifest(manifest: Manifest): Record<string, string[]> {
  const scripts: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const type = BLOCK_VIEW.exec(key)?.[1];
    if (!type) continue;
    const files = new Set<string>();
    const walk = (entry: ManifestChunk) => {
      if (files.has(entry.file)) return;
      files.add(entry.file);
      for (const imported of entry.imports ?? []) walk(manifest[imported]!);
    };
    walk(chunk);
    scripts[type] = [...files].map((file) => `/${file}`);
  }
  return scripts;
}

/** A part of a locale's message catalogue: the build's manifest key of its chunk ends so. */
const MESSAGE_PART = /virtual:workcraft-messages\/(\w+)-(\w+)$/u;

/**
 * For each locale, the scripts of each part of its message catalogue (its chunk and what it
 * imports), so a page names the parts it shows as module preloads.
 */
export function messageScriptsFromManifest(
  manifest: Manifest,
): Record<string, Record<string, string[]>> {
  const scripts: Record<string, Record<string, string[]>> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, locale, part] = MESSAGE_PART.exec(key) ?? [];
    if (!locale || !part) continue;
    const imported = (chunk.imports ?? []).map((name) => `/${manifest[name]!.file}`);
    (scripts[locale] ??= {})[part] = [`/${chunk.file}`, ...imported];
  }
  return scripts;
}

/** The site's one stylesheet (the build does not split styles), as its public URL. */
export function stylesheetFromManifest(manifest: Manifest): string | undefined {
  const file = manifest["style.css"]?.file;
  return file ? `/${file}` : undefined;
}

/**
 * Gives server code `virtual:workcraft-build-assets`, read from the client build's manifest:
 * the scripts of each block view, so a page names the ones it needs as module preloads and the
 * browser fetches them with the page's own scripts instead of after them; and the site's
 * stylesheet, so the page can ask for it before any script. In the browser and in development
 * both are empty.
 */
export function buildAssetsPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: "workcraft-build-assets",
    configResolved(config) {
      root = config.root;
      building = config.command === "build";
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const onServer = this.environment.config.consumer === "server";
      if (!building || !onServer) {
        return "export const blockScripts = {}; export const messageScripts = {}; export const stylesheet = undefined;";
      }
      const manifestFile = resolve(root, siteBuildDirectory(), "client/.vite/manifest.json");
      if (!existsSync(manifestFile)) {
        this.error(`The client build's manifest is missing: ${manifestFile}`);
      }
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
      return [
        `export const blockScripts = ${JSON.stringify(blockScriptsFromManifest(manifest))};`,
        `export const messageScripts = ${JSON.stringify(messageScriptsFromManifest(manifest))};`,
        `export const stylesheet = ${JSON.stringify(stylesheetFromManifest(manifest))};`,
      ].join("\n");
    },
  };
}
