/**
 * The limit for sending an answer held in memory from Node: a bare `node:http` server that
 * answers every request with one body and one list of headers, and does nothing else (no
 * routing, no validators, no log line, no request id). The serving bench starts one per answer
 * it measures, on the same core as the site's server, with the bytes and headers the site's
 * server sent for that answer, so the two send the same answer byte for byte.
 *
 *   tsx bareNodeServer.ts <answer.json>   prints its port once it listens
 *
 * `answer.json`: `{ "bodyFile": "<path>", "headers": ["Name", "value", …] }`.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The answer a bare server sends: a file's bytes and headers as Node's `writeHead` takes them. */
export interface BareAnswer {
  bodyFile: string;
  headers: string[];
}

const answer = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as BareAnswer;
const body = readFileSync(answer.bodyFile);
const headers = [...answer.headers, "Content-Length", String(body.byteLength)];

const server = createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : body);
});
server.listen(0, "127.0.0.1", () => {
  console.log((server.address() as AddressInfo).port);
});
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
