import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { declaredPackages, importedPackages } from "../../scripts/packageImports";

/*
 * The design system is published: what it declares is what its users install. Its shipped
 * sources import exactly its dependencies and peers (its tests run on the repository's tools).
 */
const source = fileURLToPath(new URL(".", import.meta.url));
const declared = declaredPackages(fileURLToPath(new URL("../package.json", import.meta.url)));
const runtimeImports = importedPackages([source]);

describe("the design system's dependencies", () => {
  it("are each imported by its sources: none is declared for nothing", () => {
    const unused = declared.dependencies.filter((name) => !runtimeImports.includes(name));
    expect(unused).toEqual([]);
  });

  it("declare every package its sources import", () => {
    const runtime = [...declared.dependencies, ...declared.peerDependencies];
    expect(runtimeImports.filter((name) => !runtime.includes(name))).toEqual([]);
  });
});
