import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

/*
 * A tiny static file server for a built folder (the static Storybook), on loopback only:
 * GET and HEAD, `index.html` for a folder, 404 for anything outside the folder or missing.
 */

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
};

/** The file `urlPath` names inside `root`, or `undefined` when it would leave `root`. */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

/** Serves `folder` on 127.0.0.1:`port`; resolves once listening. */
export function serveStatic(folder: string, port: number): Promise<Server> {
  const root = resolve(folder);
  const server = createServer(async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    let file = fileFor(root, path);
    try {
      if (file && (await stat(file)).isDirectory()) file = join(file, "index.html");
      const size = file ? (await stat(file)).size : -1;
      if (!file || size < 0) throw new Error("not found");
      response.writeHead(200, {
        "Content-Type": contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream",
        "Content-Length": size,
        "Cache-Control": "no-store",
      });
      if (request.method === "HEAD") response.end();
      else createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolvePromise(server));
  });
}
