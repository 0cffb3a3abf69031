import { serve, type ServerType } from "@hono/node-server";
import { API_BASE_PATH } from "@workcraft/domain/rules";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { contractChecked } from "./answerContract";

/**
 * Serves an app on a free loopback port; resolves to its API base URL and a way to stop it.
 * Every answer is checked against the domain's contract (`contractChecked`).
 */
export async function listen(app: Hono): Promise<{ base: string; stop: () => Promise<void> }> {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      { fetch: contractChecked(app).fetch, port: 0, hostname: "127.0.0.1" },
      () => resolve(started),
    );
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE_PATH}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
