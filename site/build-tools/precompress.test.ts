import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function buildFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "precompress-"));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}

/** A block view's chunk of about 900 bytes, as the build writes them. */
const smallChunk = Array.from(
  { length: 12 },
  (_, index) =>
    `export const part${index}=({title:e})=>createElement("div",{className:"x${index}"},e);`,
).join("\n");

describe("precompressDirectory", () => {
  it("sends a small chunk compressed, as every byte counts on a slow link", async () => {
    expect(smallChunk.length).toBeGreaterThan(800);
    expect(smallChunk.length).toBeLessThan(1024);
    const folder = buildFolder({ "FAQBlock-a.js": smallChunk });
    expect(await precompressDirectory(folder)).toEqual({ files: 1 });
    const gz = readFileSync(join(folder, "FAQBlock-a.js.gz"));
    expect(gz.byteLength).toBeLessThan(smallChunk.length / 2);
    expect(gunzipSync(gz).toString()).toBe(smallChunk);
    expect(readFileSync(join(folder, "FAQBlock-a.js.br")).byteLength).toBeLessThan(gz.byteLength);
  });

  it("writes no copy that would be larger than the file, nor one of a picture", async () => {
    const folder = buildFolder({ "page-a.js": "export{};", "logo.png": smallChunk });
    expect(await precompressDirectory(folder)).toEqual({ files: 0 });
    for (const copy of ["page-a.js.gz", "page-a.js.br", "logo.png.gz", "logo.png.br"]) {
      expect(existsSync(join(folder, copy))).toBe(false);
    }
  });
});
