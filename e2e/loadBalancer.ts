import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A small load balancer in front of copies of the site's server, as the tests need one: it
 * sends each request to the next copy in turn, passes `Host` on, and appends the address it saw
 * to `X-Forwarded-For` and the protocol it was reached by to `X-Forwarded-Proto`, as nginx's
 * `$proxy_add_x_forwarded_for` and cloud load balancers do. So the copies behind it run with
 * `TRUSTED_PROXY_HOPS=1`. A test may name the copy a request goes to, to send a retry to the
 * other one, and may have the balancer lose an answer, as a dropped connection does.
 */

/** A request header naming the copy (`A`, `B`…) that takes the request; the copy never sees it. */
export const TO_COPY = "x-test-to-copy";
/** A request header (`1`) making the balancer drop the connection once the copy has answered. */
export const LOSE_ANSWER = "x-test-lose-answer";

/** A copy of the server behind the balancer. */
export interface BalancedCopy {
  /** `A`, `B`…: what tests and the balancer's log call it. */
  name: string;
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
}

/** One request the balancer passed on: where to, and what the copy answered. */
export interface BalancedRequest {
  method: string;
  path: string;
  copy: string;
  status: number;
}

export interface LoadBalancer {
  /** Its public address, which the copies' `SITE_URL` names. */
  url: string;
  /** Starts sending requests to `copies` (in turn): the copies are started knowing `url`. */
  balanceOver: (copies: readonly BalancedCopy[]) => void;
  /** Every request passed on so far, in the order the copies answered. */
  passed: () => readonly BalancedRequest[];
  close: () => Promise<void>;
}

/** Headers about one connection, which a proxy does not pass on. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "upgrade"];

/** A header as one string: Node gives repeated ones as a list. */
const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(", ") : value;

/** What a copy receives: the client's headers, less the test's and hop-by-hop ones, plus ours. */
function forwardedHeaders(incoming: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { ...incoming.headers };
  for (const name of [...HOP_BY_HOP, TO_COPY, LOSE_ANSWER]) delete headers[name];
  const appended = (name: string, value: string) => {
    const before = single(incoming.headers[name]);
    return before ? `${before}, ${value}` : value;
  };
  // What a client wrote in these stays on the left, where TRUSTED_PROXY_HOPS=1 does not look.
  headers["x-forwarded-for"] = appended("x-forwarded-for", incoming.socket.remoteAddress ?? "");
  headers["x-forwarded-proto"] = appended("x-forwarded-proto", "http");
  return headers;
}

/** Starts the balancer on a free loopback port; it answers 502 until `balanceOver` is called. */
export async function startLoadBalancer(): Promise<LoadBalancer> {
  let copies: readonly BalancedCopy[] = [];
  let turn = 0;
  const passed: BalancedRequest[] = [];

  const server = createServer((incoming, outgoing) => {
    const named = single(incoming.headers[TO_COPY]);
    const copy = named ? copies.find(({ name }) => name === named) : copies[turn++ % copies.length];
    if (!copy) {
      outgoing.writeHead(502).end(`No copy ${named ?? ""} to send this to.`);
      return;
    }
    const loseAnswer = single(incoming.headers[LOSE_ANSWER]) === "1";
    const target = new URL(incoming.url ?? "/", copy.url);
    const upstream = forward(
      target,
      { method: incoming.method, headers: forwardedHeaders(incoming) },
      (answer) => {
        const status = answer.statusCode ?? 502;
        passed.push({
          method: incoming.method ?? "GET",
          path: target.pathname,
          copy: copy.name,
          status,
        });
        if (loseAnswer) {
          // The copy finishes its answer; the client's connection breaks before it hears it.
          answer.resume();
          answer.once("end", () => incoming.socket.destroy());
          return;
        }
        const headers = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        outgoing.writeHead(status, headers);
        answer.pipe(outgoing);
      },
    );
    upstream.once("error", (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end(`Copy ${copy.name} did not answer: ${error.message}`);
    });
    incoming.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    balanceOver: (given) => {
      copies = given;
    },
    passed: () => passed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
