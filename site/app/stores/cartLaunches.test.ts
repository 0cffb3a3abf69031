import { serve, type ServerType } from "@hono/node-server";
import { createApi, openDatabase, type DatabaseHandle } from "@workcraft/api";
import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CartStore } from "./CartStore";
import { defaultPageFrame } from "./pageFrame";
import { memoryStorage } from "./testing/memoryStorage";
import { UiStore } from "./UiStore";

let database: DatabaseHandle;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  const app = createApi({ database });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

function newCart() {
  const ui = new UiStore(defaultPageFrame, { desktopMinWidth: 992 });
  return { cart: new CartStore(ui, memoryStorage(), origin), ui };
}

describe("the cart and an app's launch", () => {
  it("refuses a coming-soon app until the Studio announces its launch, then takes it with no new build", async () => {
    const before = newCart();
    expect((await before.cart.addApp("sms-marketing")).ok).toBe(false);
    expect(before.ui.toast?.message).toMatch(/SMS Marketing is coming soon/u);

    await database.db.execute(sql`insert into app_launches (app_key) values ('sms-marketing')`);

    const after = newCart();
    const change = await after.cart.addApp("sms-marketing");
    expect(change.ok).toBe(true);
    expect(after.cart.items.map((item) => item.id)).toContain("sms-marketing");
    // Another coming-soon app stays so.
    expect((await after.cart.addApp("whatsapp-marketing")).ok).toBe(false);
    expect(after.ui.toast?.message).toMatch(/WhatsApp Marketing is coming soon/u);
  });
});
