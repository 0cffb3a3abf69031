import { execFile } from "node:child_process";
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => join(repoRoot, "node_modules", ".bin", name);

/** Serves a folder over HTTP on a free loopback port. */
function serveFolder(folder: string): Promise<Server> {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
  };
  const server = createServer((request, response) => {
    const path = join(folder, request.url === "/" ? "index.html" : (request.url ?? ""));
    if (!path.startsWith(folder) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
    createReadStream(path).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("the packed design system in a scratch React app", () => {
  const scratch = mkdtempSync(join(tmpdir(), "workcraft-scratch-"));
  let server: Server;

  beforeAll(async () => {
    await run("npm", ["run", "build:package", "-w", "@workcraft/design-system"], {
      cwd: repoRoot,
    });
    await run("npm", ["pack", "--pack-destination", scratch], {
      cwd: join(repoRoot, "design-system", "dist"),
    });
    const tarball = readdirSync(scratch).find((name) => name.endsWith(".tgz"));
    expect(tarball).toMatch(/^workcraft-design-system-.+\.tgz$/);

    writeFileSync(
      join(scratch, "package.json"),
      JSON.stringify({
        name: "scratch-app",
        private: true,
        type: "module",
        dependencies: {
          "@workcraft/design-system": `file:./${tarball}`,
          react: "19.3.1",
          "react-dom": "19.3.1",
          "@types/react": "19.3.0",
        },
      }),
    );
    await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], {
      cwd: scratch,
    });

    writeFileSync(
      join(scratch, "index.html"),
      '<!doctype html><html lang="en"><head><title>Scratch</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(
      join(scratch, "main.js"),
      [
        'import "@workcraft/design-system/styles.css";',
        'import { createElement } from "react";',
        'import { createRoot } from "react-dom/client";',
        'import { Button, lightThemeClass } from "@workcraft/design-system";',
        // As the README says: the theme's class on the root element, before the first render.
        "document.documentElement.classList.add(lightThemeClass);",
        'createRoot(document.getElementById("root")).render(',
        '  createElement(Button, { variant: "primary" }, "Add to cart"),',
        ");",
      ].join("\n"),
    );
    writeFileSync(
      join(scratch, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: "esnext",
          moduleResolution: "bundler",
          target: "es2022",
          lib: ["es2023", "dom"],
          jsx: "react-jsx",
          types: [],
          skipLibCheck: false,
        },
        files: ["typed.ts"],
      }),
    );
    writeFileSync(
      join(scratch, "typed.ts"),
      [
        'import { Button, buttonVariantNames, type ButtonProps } from "@workcraft/design-system";',
        'const props: ButtonProps = { variant: "secondary", size: "large", href: "/pricing" };',
        "export const names: readonly string[] = buttonVariantNames;",
        "export const button = Button;",
        "export default props;",
      ].join("\n"),
    );
    await run(
      process.execPath,
      [join(repoRoot, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error"],
      {
        cwd: scratch,
      },
    );
    server = await serveFolder(join(scratch, "dist"));
  }, 240_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(scratch, { recursive: true, force: true });
  });

  it("type-checks against the published declarations", async () => {
    await expect(run(bin("tsc"), ["-p", "tsconfig.json"], { cwd: scratch })).resolves.toBeTruthy();
  }, 60_000);

  it("renders a Button with the design system's styles", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      const button = page.getByRole("button", { name: "Add to cart" });
      await button.waitFor();
      const style = await button.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          background: computed.backgroundColor,
          color: computed.color,
          radius: computed.borderRadius,
          minHeight: computed.minHeight,
        };
      });
      expect(style).toEqual({
        background: "rgb(74, 63, 209)",
        color: "rgb(255, 255, 255)",
        radius: "8px",
        minHeight: "44px",
      });
    } finally {
      await browser.close();
    }
  });
});
