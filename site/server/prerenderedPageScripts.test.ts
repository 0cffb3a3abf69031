import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { scriptHashSource } from "./contentSecurityPolicy";
import { inlineScripts, prerenderedPageScriptHashes } from "./prerenderedPageScripts";

const PAGE = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@type":"Organization"}</script>
<link rel="modulepreload" href="/assets/entry.js"/>
</head><body>
<script>window.__ready = true;</script>
<script type="module" async="">import "/assets/entry.js";
</script>
<script src="/assets/other.js"></script>
<script nonce="abc">window.__second = 1;</script>
</body></html>`;

describe("a prerendered page's inline scripts", () => {
  it("are the runnable ones, text exactly as written; data blocks and src scripts are left out", () => {
    expect(inlineScripts(PAGE)).toEqual([
      "window.__ready = true;",
      'import "/assets/entry.js";\n',
      "window.__second = 1;",
    ]);
  });

  it("are allowed by the base64 SHA-256 of their text, as browsers compute it", () => {
    // printf 'window.__ready = true;' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource("window.__ready = true;")).toBe(
      "'sha256-c/5FcBybO5UKRP5VYZM361fmBll1qtv5j0yWfly9Tns='",
    );
  });
});

describe("the hashes of the build's prerendered pages", () => {
  let clientDir: string | undefined;
  afterEach(() => {
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  it("are listed per HTML file, nested folders included, each script once", () => {
    clientDir = mkdtempSync(join(tmpdir(), "workcraft-pages-"));
    mkdirSync(join(clientDir, "pricing"));
    writeFileSync(join(clientDir, "index.html"), PAGE);
    writeFileSync(
      join(clientDir, "pricing", "index.html"),
      "<script>a()</script><script>a()</script><script>b()</script>",
    );
    writeFileSync(join(clientDir, "pricing.data"), "<script>not a page</script>");

    const hashes = prerenderedPageScriptHashes(clientDir);
    expect([...hashes.keys()].sort()).toEqual([
      join(clientDir, "index.html"),
      join(clientDir, "pricing", "index.html"),
    ]);
    expect(hashes.get(join(clientDir, "index.html"))).toHaveLength(3);
    expect(hashes.get(join(clientDir, "pricing", "index.html"))).toEqual([
      scriptHashSource("a()"),
      scriptHashSource("b()"),
    ]);
  });
});
