import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The TypeScript sources below a folder that ship: no tests, fixtures or declarations. */
function sourcesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourcesBelow(path);
    const shipped =
      /\.(ts|tsx)$/u.test(entry.name) && !/\.(test|fixtures|d)\.tsx?$/u.test(entry.name);
    return shipped ? [path] : [];
  });
}

/** `@scope/name/sub` and `name/sub` to the package they come from; `node:` and relative to none. */
function packageOf(specifier: string): string | undefined {
  if (
    specifier.startsWith(".") ||
    specifier.startsWith("node:") ||
    specifier.startsWith("virtual:")
  )
    return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * The packages the shipped sources below these folders import (static imports, re-exports and
 * dynamic imports of a string), each once, sorted.
 */
export function importedPackages(folders: readonly string[]): string[] {
  const found = new Set<string>();
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'\s]+)["']/gu;
  for (const path of folders.flatMap(sourcesBelow)) {
    for (const [, specifier] of readFileSync(path, "utf8").matchAll(pattern)) {
      const name = packageOf(specifier!);
      if (name) found.add(name);
    }
  }
  return [...found].sort();
}

/** A workspace's package.json: the names it declares in each kind of dependency. */
export function declaredPackages(packageJsonPath: string) {
  const manifest = JSON.parse(readFileSync(packageJsonPath, "utf8")) as Record<
    string,
    Record<string, string> | undefined
  >;
  const names = (field: string) => Object.keys(manifest[field] ?? {}).sort();
  return {
    dependencies: names("dependencies"),
    peerDependencies: names("peerDependencies"),
    devDependencies: names("devDependencies"),
  };
}
