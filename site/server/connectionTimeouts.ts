import type { ServerOptions } from "node:http";

/**
 * The Node HTTP server's options: how long it waits for a client to send its request, so
 * clients that send it slowly (by accident, or to hold connections) are cut rather than kept.
 * Node's defaults are 60 s for the headers and 300 s for the whole request, checked every
 * 30 s, and @hono/node-server's `serve` keeps them. A client cut here gets 408.
 *
 * - `headersTimeout`: a request's headers fit in a packet or two; 10 s is room for a phone on
 *   a bad network, and a connection trickling them a byte a second is closed after it.
 * - `requestTimeout`: the whole request, body included; the largest the API takes is 64 KB,
 *   which even a slow mobile link sends in a few seconds.
 * - `connectionsCheckingInterval`: how often both are checked; once a second costs a walk
 *   over the open connections, and a slow client is cut within a second of its time.
 *
 * Neither limits the answer: a slow reader of a large file is not cut by these.
 */
export const serverOptions = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;
