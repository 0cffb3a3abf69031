import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const renderer = new URL("./renderWholePage.ts", import.meta.url).href;

/**
 * Runs `render` (a script's body, with React's `createElement` in scope) in a fresh Node process
 * and gives what it printed and whether, after it, the process tracked the asynchronous context
 * of each new promise (what Node does for good once any AsyncLocalStorage has been used).
 */
async function renderInFreshProcess(render: string): Promise<{ html: string; tracks: boolean }> {
  const script = `
    import { createElement } from "react";
    const html = await (async () => { ${render} })();
    const tracks = Object.getOwnPropertySymbols(Promise.resolve()).length > 0;
    console.log(JSON.stringify({ html, tracks }));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "--eval", script],
    { cwd: fileURLToPath(new URL(".", import.meta.url)) },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as { html: string; tracks: boolean };
}

describe("renderWholePage", () => {
  it("renders the page whole, leaving the process as fast as before it", async () => {
    const { html, tracks } = await renderInFreshProcess(`
      const { renderWholePage } = await import(${JSON.stringify(renderer)});
      return renderWholePage(createElement("p", null, "Hello"), { timeoutMs: 5000, onError: () => {} });
    `);
    expect(html).toBe("<p>Hello</p>");
    expect(tracks).toBe(false);
  });

  it("is needed: React's Node renderer leaves every later promise tracked", async () => {
    const { html, tracks } = await renderInFreshProcess(`
      const { renderToPipeableStream } = await import("react-dom/server.node");
      const { Writable } = await import("node:stream");
      return new Promise((resolve) => {
        const chunks = [];
        const sink = new Writable({
          write(chunk, _encoding, callback) { chunks.push(chunk); callback(); },
          final(callback) { resolve(Buffer.concat(chunks).toString()); callback(); },
        });
        const { pipe } = renderToPipeableStream(createElement("p", null, "Hello"), {
          onAllReady() { pipe(sink); },
        });
      });
    `);
    expect(html).toBe("<p>Hello</p>");
    expect(tracks).toBe(true);
  });
});
