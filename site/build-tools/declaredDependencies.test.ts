import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { declaredPackages, importedPackages } from "../../scripts/packageImports";

const site = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

describe("the site's dependencies", () => {
  it("declare every package its app, server and build tools import (root tools aside)", () => {
    const own = declaredPackages(site("package.json"));
    const rootTools = declaredPackages(site("../package.json")).devDependencies;
    const declared = new Set([...own.dependencies, ...own.devDependencies, ...rootTools]);
    const imported = importedPackages([site("app"), site("server"), site("build-tools")]);
    expect(imported.filter((name) => !declared.has(name))).toEqual([]);
  });
});
