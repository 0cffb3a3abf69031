import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import * as domain from "./index";
import * as rules from "./rules";
import * as schemas from "./schemas";
import * as data from "./data/index";
import * as api from "./api";

const root = new URL(".", import.meta.url).pathname;
const require = createRequire(import.meta.url);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * Bundles one entry point of the package, as a page's build would, and lists the modules the
 * bundle holds (paths relative to `domain/src`, or `node_modules/<package>` for dependencies).
 */
async function bundledModules(
  specifier: string,
): Promise<{ modules: string[]; dependencyFiles: string[]; bytes: number }> {
  const entry = require.resolve(specifier);
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root,
    build: { write: false, minify: true, lib: { entry, formats: ["es"], fileName: "entry" } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((file): file is Rollup.OutputChunk => file.type === "chunk");
  const ids = chunks.flatMap((chunk) => chunk.moduleIds);
  const modules = ids.map((id) => {
    const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/u.exec(id);
    return dependency ? `node_modules/${dependency[1]}` : relative(root, id);
  });
  return {
    modules: [...new Set(modules)],
    dependencyFiles: ids.flatMap((id) => /node_modules\/(.+)$/u.exec(id)?.[1] ?? []),
    bytes: chunks.reduce((sum, c) => sum + c.code.length, 0),
  };
}

describe("public API", () => {
  it("exposes the rules and schemas", () => {
    for (const name of [
      "resolvePageMeta",
      "metaPublishingProblems",
      "createId",
      "isVisitorId",
      "voteFor",
      "createFormCapture",
      "addAppToCart",
      "removeAppFromCart",
      "checkCheckout",
      "templatePricing",
      "cartSummary",
      "contactManagementPrice",
      "mediaCloudPrice",
      "workspacePrice",
      "formatMoney",
      "formatCount",
      "catalogueAppSchema",
      "templateSchema",
      "formCapturePayloadSchema",
      "CATALOGUE",
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });

  it("splits everything into rules, schemas, data and the API's calls, and the main entry holds all four", () => {
    const parts = [rules, schemas, data, api].map((part) => Object.keys(part));
    expect(Object.keys(domain).sort()).toEqual([...new Set(parts.flat())].sort());
    expect(Object.keys(rules)).toContain("checkCheckout");
    expect(Object.keys(rules)).not.toContain("projectOrderSchema");
    expect(Object.keys(rules)).not.toContain("CATALOGUE");
    expect(Object.keys(schemas).every((name) => name.endsWith("Schema"))).toBe(true);
    expect(Object.keys(data)).toContain("CATALOGUE");
    const notCalls = Object.keys(api).filter((name) => !/Calls?$/iu.test(name));
    expect(notCalls).toEqual([]);
  });

  it("keeps zod out of rule modules: only schema, API call and entry files import it", () => {
    const offenders = sourceFiles(root).filter((path) => {
      const name = path.split("/").pop() ?? "";
      if (["index.ts", "schemas.ts", "api.ts"].includes(name)) return false;
      if (/(?:Schemas?|Calls?)\.ts$/u.test(name)) return false;
      const text = readFileSync(path, "utf8");
      const zodImport = /from "zod"/u.test(text);
      const schemaValueImport = /^import \{[^}]*\} from "[^"]*Schemas?";$/mu.test(text);
      return zodImport || schemaValueImport;
    });
    expect(offenders.map((path) => relative(root, path))).toEqual([]);
  });

  it("bundles @workcraft/domain/rules with neither zod (but its e-mail pattern) nor a schema nor the catalogue data", async () => {
    const { modules, dependencyFiles } = await bundledModules("@workcraft/domain/rules");
    expect(modules).toContain("rules.ts");
    expect(modules).toContain("cart/cartRules.ts");
    expect(modules).toContain("meta/pageMeta.ts");
    // Of zod, only its table of patterns: the e-mail rule is the one `z.email()` checks.
    expect(dependencyFiles).toEqual(["zod/v4/core/regexes.js"]);
    expect(modules.filter((id) => /Schemas?\.ts$/u.test(id))).toEqual([]);
    expect(modules.filter((id) => id.startsWith("data/"))).toEqual([]);
  });

  it("bundles @workcraft/domain/data without zod, and the main entry with both", async () => {
    const catalogue = await bundledModules("@workcraft/domain/data");
    expect(catalogue.modules).toContain("data/catalogue.ts");
    expect(catalogue.modules).not.toContain("node_modules/zod");
    const everything = await bundledModules("@workcraft/domain");
    expect(everything.modules).toContain("node_modules/zod");
    expect(everything.modules).toContain("data/catalogue.ts");
    const schemaModules = await bundledModules("@workcraft/domain/schemas");
    expect(schemaModules.modules).toContain("node_modules/zod");
    expect(schemaModules.modules.filter((id) => id.startsWith("data/"))).toEqual([]);
  });
});
