import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, spawnProductionServer, waitUntilServing } from "../scripts/localServer";

const MAIN = "site/build/app-server/main.js";
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("stopping the server", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "closes the embedded database cleanly on %s: exit 0, lock released, data kept",
    async (signal) => {
      const dataDir = mkdtempSync(join(tmpdir(), "workcraft-stop-"));
      folders.push(dataDir);
      const port = await freePort();
      const { server, output } = spawnProductionServer(MAIN, port, { dataDir });
      let exited = false;
      const exit = new Promise<number | null>((resolve) =>
        server.once("exit", (code) => {
          exited = true;
          resolve(code);
        }),
      );
      await waitUntilServing(`http://127.0.0.1:${port}/api/v2/health`, output, 60, () => exited);
      const lead = await fetch(`http://127.0.0.1:${port}/api/v2/form-capture/send`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ formName: "contact", data: { email: `${signal}@example.com` } }),
      });
      expect(lead.status).toBe(200);
      expect(existsSync(join(dataDir, "pglite", "workcraft-server.lock"))).toBe(true);

      server.kill(signal);
      expect(await exit, output()).toBe(0);
      expect(existsSync(join(dataDir, "pglite", "workcraft-server.lock"))).toBe(false);
      expect(output()).not.toMatch(/error|\n\s+at /iu);

      // Started again on the folder: no lock to take over, and the lead is there.
      const again = spawnProductionServer(MAIN, port, { dataDir }, { ADMIN_TOKEN: "stop-test" });
      try {
        await waitUntilServing(`http://127.0.0.1:${port}/api/v2/health`, again.output, 60);
        expect(again.output()).not.toMatch(/taken over|in use/iu);
        const inbox = await fetch(`http://127.0.0.1:${port}/api/v2/admin/leads/list`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: "Bearer stop-test" },
          body: "{}",
        });
        const { data } = (await inbox.json()) as { data: { items: { data: unknown }[] } };
        expect(data.items.map((item) => item.data)).toEqual([{ email: `${signal}@example.com` }]);
      } finally {
        const stopped = new Promise((resolve) => again.server.once("exit", resolve));
        again.server.kill("SIGTERM");
        await stopped;
      }
    },
    90_000,
  );
});
