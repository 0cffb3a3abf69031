import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request, type APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callFromTab } from "./tabRequests";

describe("a call from a tab's request context", () => {
  let server: Server;
  let url: string;
  let tab: { request: APIRequestContext };
  const connections: unknown[] = [];

  beforeAll(async () => {
    // Node's keep-alive defaults, as the site's server has them.
    server = createServer((incoming, answer) => {
      incoming.resume();
      incoming.on("end", () => answer.end('{"data":{}}'));
    });
    server.on("connection", (socket) => connections.push(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    tab = { request: await request.newContext() };
  });
  afterAll(async () => {
    await tab.request.dispose();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("goes on a connection of its own, so it never meets one the server is closing", async () => {
    for (const method of ["POST", "GET", "POST"] as const) {
      const answer = await callFromTab(tab, url, { method, data: { id: "a" } });
      expect(answer.status()).toBe(200);
    }
    expect(connections).toHaveLength(3);
  });
});
