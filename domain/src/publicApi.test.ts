import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as domain from "./index";

const root = new URL(".", import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("public API", () => {
  it("exposes the rules and schemas", () => {
    for (const name of [
      "resolvePageMeta",
      "createId",
      "vote",
      "createFormCapture",
      "addAppToCart",
      "removeAppFromCart",
      "checkCheckout",
      "templatePricing",
      "cartSummary",
      "contactManagementPrice",
      "mediaCloudPrice",
      "workspacePrice",
      "catalogueAppSchema",
      "templateSchema",
      "formCapturePayloadSchema",
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });

  it("keeps zod out of rule modules: only schema and index files import it", () => {
    const offenders = sourceFiles(root).filter((path) => {
      const name = path.split("/").pop() ?? "";
      if (name === "index.ts" || /Schemas?\.ts$/u.test(name)) return false;
      const text = readFileSync(path, "utf8");
      const zodImport = /from "zod"/u.test(text);
      const schemaValueImport = /^import \{[^}]*\} from "[^"]*Schemas?";$/mu.test(text);
      return zodImport || schemaValueImport;
    });
    expect(offenders.map((path) => relative(root, path))).toEqual([]);
  });
});
