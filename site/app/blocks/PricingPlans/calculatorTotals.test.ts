import { serve, type ServerType } from "@hono/node-server";
import { createApi, openDatabase, type DatabaseHandle } from "@workcraft/api";
import { BUILDER_PLANS } from "@workcraft/domain/data";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatorTotals } from "./calculatorTotals";
import { API_BASE_PATH } from "@workcraft/domain/rules";

/** A free app with no dependencies: a plan's order needs at least one app. */
const FREE_APP = "kanban-board";

let database: DatabaseHandle;
let server: ServerType;
let base: string;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  const api = createApi({ database });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE_PATH}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

const usages = [
  { users: 1, guests: 0, documents: 0, storageGb: 0 },
  { users: 5, guests: 1000, documents: 10_000, storageGb: 1 },
  { users: 12, guests: 1500, documents: 250_000, storageGb: 7 },
  { users: 6, guests: 3000, documents: 10_001, storageGb: 3 },
  { users: 250, guests: 60_000, documents: 5_000_000, storageGb: 400 },
];

describe("the pricing calculator", () => {
  it.each(
    BUILDER_PLANS.filter((plan) => !plan.hidden).flatMap((plan) =>
      usages.map((usage) => ({ plan, usage })),
    ),
  )(
    "totals $plan.name with $usage.users users, $usage.guests guests, $usage.documents documents and $usage.storageGb GB as checkout/project charges them",
    async ({ plan, usage }) => {
      const totals = calculatorTotals(plan.price, usage);
      const response = await fetch(`${base}/checkout/project`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          data: {
            workspaceName: "Calculator check",
            email: "calculator@example.com",
            planId: plan.id,
            appIds: [FREE_APP],
            ...usage,
          },
        }),
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: { monthlyCents: number; yearlyCents: number };
      };
      expect(totals.monthlyCents).toBeGreaterThan(0);
      expect({ monthly: totals.monthlyCents, yearly: totals.yearlyCents }).toEqual({
        monthly: data.monthlyCents,
        yearly: data.yearlyCents,
      });
    },
  );
});
