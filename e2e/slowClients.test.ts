import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteProcess, type SiteProcess } from "./siteProcess";

/** Enough held connections to starve a server that waited on them; light on a 2-core machine. */
const TRICKLING_SOCKETS = 400;

let site: SiteProcess;
beforeAll(async () => {
  site = await startSiteProcess();
});
afterAll(() => site?.stop());

/** A connection that sends a request's headers a byte a second and never ends them. */
interface Trickle {
  socket: Socket;
  opened: number;
  /** Milliseconds from opening until the server closed it; null while open. */
  closedAfter: number | null;
  /** What the server sent before closing it. */
  answer: string;
}

function openTrickle(url: string): Promise<Trickle> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const trickle: Trickle = { socket, opened: Date.now(), closedAfter: null, answer: "" };
    socket.on("error", () => {
      // A reset by the server counts as closed, below.
    });
    // Read, so the server's closing is seen when it comes, not at the next write.
    socket.on("data", (chunk: Buffer) => (trickle.answer += chunk.toString()));
    socket.on("end", () => (trickle.closedAfter ??= Date.now() - trickle.opened));
    socket.on("close", () => (trickle.closedAfter ??= Date.now() - trickle.opened));
    socket.once("connect", () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: `);
      resolve(trickle);
    });
    socket.once("error", reject);
  });
}

describe("clients that send their headers slowly", () => {
  it("do not keep a normal request waiting, and are cut by the header timeout", async () => {
    const trickles: Trickle[] = [];
    // Opened in batches, as such clients arrive, not as one burst of connects.
    for (let batch = 0; batch < TRICKLING_SOCKETS / 50; batch++) {
      trickles.push(
        ...(await Promise.all(Array.from({ length: 50 }, () => openTrickle(site.url)))),
      );
    }
    const drip = setInterval(() => {
      for (const { socket, closedAfter } of trickles) if (closedAfter === null) socket.write("a");
    }, 1000);
    try {
      // Every socket has dripped a few bytes by now.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(trickles.filter((trickle) => trickle.closedAfter === null)).toHaveLength(
        TRICKLING_SOCKETS,
      );

      const timings: number[] = [];
      for (const path of ["/", "/company", "/api/v2/health"]) {
        const started = performance.now();
        const answer = await fetch(`${site.url}${path}`);
        await answer.text();
        timings.push(performance.now() - started);
        expect(answer.status, path).toBe(200);
      }
      console.log(
        `with ${TRICKLING_SOCKETS} trickling sockets: ${timings.map((ms) => `${ms.toFixed(0)} ms`).join(", ")}`,
      );
      // A generous bound: a starved server would not answer at all until the trickles end.
      for (const ms of timings) expect(ms).toBeLessThan(2000);

      // The server's headersTimeout (10 s, checked every second) cuts them all.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && trickles.some((trickle) => trickle.closedAfter === null)) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const closedAfter = trickles.map((trickle) => trickle.closedAfter ?? Infinity);
      console.log(
        `trickling sockets cut after ${(Math.min(...closedAfter) / 1000).toFixed(1)}–${(Math.max(...closedAfter) / 1000).toFixed(1)} s`,
      );
      // Not before a slow phone could have sent its headers; well before Node's 60 s default.
      expect(Math.min(...closedAfter)).toBeGreaterThan(5_000);
      expect(Math.max(...closedAfter)).toBeLessThan(25_000);
      // Cut by the header timeout, which answers 408, not by a failure.
      for (const { answer } of trickles) expect(answer).toMatch(/^HTTP\/1\.1 408 /u);

      // And the server goes on answering.
      expect((await fetch(`${site.url}/api/v2/health`)).status).toBe(200);
    } finally {
      clearInterval(drip);
      for (const { socket } of trickles) socket.destroy();
    }
  }, 90_000);
});
