import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { LatestRequest, type Settled } from "./latestRequest";

/** A request the test answers when it likes, and the signal it was given. */
function pending<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: unknown) => void;
  let signal!: AbortSignal;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return {
    load: (given: AbortSignal) => {
      signal = given;
      return promise;
    },
    answer,
    fail,
    signal: () => signal,
  };
}

/** Lets every settled promise deliver. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("LatestRequest", () => {
  it("delivers the answer of a request, or why it failed", async () => {
    const latest = new LatestRequest<string>();
    const delivered: Settled<string>[] = [];
    const first = pending<string>();
    latest.start(first.load, (settled) => delivered.push(settled));
    first.answer("apps");
    await settle();
    const second = pending<string>();
    latest.start(second.load, (settled) => delivered.push(settled));
    const refused = new Error("refused");
    second.fail(refused);
    await settle();
    expect(delivered).toEqual([
      { ok: true, value: "apps" },
      { ok: false, error: refused },
    ]);
  });

  it("aborts the request before a new one, and never delivers its late answer over the newer", async () => {
    const latest = new LatestRequest<string>();
    const delivered: Settled<string>[] = [];
    const old = pending<string>();
    const newer = pending<string>();
    latest.start(old.load, (settled) => delivered.push(settled));
    await settle();
    latest.start(newer.load, (settled) => delivered.push(settled));
    await settle();
    expect(old.signal().aborted).toBe(true);
    expect(newer.signal().aborted).toBe(false);
    newer.answer("new slug");
    await settle();
    old.answer("old slug");
    await settle();
    expect(delivered).toEqual([{ ok: true, value: "new slug" }]);
  });

  it("aborts the request in flight when stopped (the view unmounts) and delivers nothing", async () => {
    const latest = new LatestRequest<string>();
    const delivered: Settled<string>[] = [];
    const request = pending<string>();
    latest.start(request.load, (settled) => delivered.push(settled));
    await settle();
    latest.stop();
    expect(request.signal().aborted).toBe(true);
    request.fail(new DOMException("aborted", "AbortError"));
    await settle();
    expect(delivered).toEqual([]);
  });

  it("cancels a real fetch: the server sees the aborted request's connection closed", async () => {
    // A server that never answers, and tells when a request's connection closes.
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer((request) => {
      arrived();
      request.socket.on("close", closed);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const latest = new LatestRequest<Response>();
      const delivered: Settled<Response>[] = [];
      latest.start(
        (signal) =>
          fetch(`http://127.0.0.1:${port}/api/v2/app-store/list-apps-from-store`, { signal }),
        (settled) => delivered.push(settled),
      );
      await requestArrived;
      latest.stop();
      await connectionClosed;
      await settle();
      expect(delivered).toEqual([]);
    } finally {
      server.close();
    }
  });
});
