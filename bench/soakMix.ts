/**
 * The soak's mix of requests (`soak.ts`): what a busy day of visitors asks of the site, 20
 * requests every connection sends in turn. 70 % prerendered pages and a hashed asset, 20 %
 * calls of the app store, 5 % leads and 5 % new roadmap votes.
 */
import { API_BASE_PATH } from "@workcraft/domain/rules";
import type { Request } from "autocannon";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { CONTACT_LEAD } from "./apiLoadSeries";
import { newVote } from "./newVote";
import { repoRoot } from "./productionServer";

/** What a browser sends for a page or an asset: it takes every compression the server has. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

/** The hashed script every page loads first (React Router's client entry). */
function entryScript(): string {
  const assets = join(repoRoot, "site/build/client/assets");
  const name = readdirSync(assets).find((file) => /^entry\.client-.*\.js$/u.test(file));
  if (!name) throw new Error("No entry.client-*.js in site/build/client/assets: build first.");
  return `/assets/${name}`;
}

const get = (path: string): Request => ({ method: "GET", path, headers: BROWSER });

const call = (path: string, body: unknown): Request => ({
  method: "POST",
  path: `${API_BASE_PATH}/${path}`,
  headers: { ...BROWSER, "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The pages of the mix: the landing page, pricing, the store and one app's page. */
export const SOAK_PAGES = [
  "/",
  "/pricing",
  "/business-app/apps",
  "/business-app/apps/sales-quotes",
];

/** One request of each kind, for checking that each answers 2xx before the load. */
export function soakRequestKinds(): Record<string, Request> {
  return {
    page: get("/"),
    asset: get(entryScript()),
    "store list": call("app-store/list-apps-from-store", {}),
    "store app": call("app-store/get-app-by-slug", { slug: "deal-flow" }),
    lead: call("form-capture/send", CONTACT_LEAD),
    vote: { ...call("roadmap/vote", {}), setupRequest: newVote },
  };
}

/** The 20 requests of the mix, in the order a connection sends them. */
export function soakMix(): Request[] {
  const [landing, pricing, store, app] = SOAK_PAGES.map(get) as [
    Request,
    Request,
    Request,
    Request,
  ];
  const kinds = soakRequestKinds();
  const asset = kinds.asset!;
  const list = kinds["store list"]!;
  const slug = kinds["store app"]!;
  // prettier-ignore
  return [
    landing, list, pricing, asset, store,
    app, slug, landing, kinds.lead!, asset,
    pricing, store, list, app, kinds.vote!,
    landing, asset, slug, pricing, store,
  ];
}
