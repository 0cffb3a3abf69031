/**
 * Whether an origin is this machine's own (localhost, 127.x, ::1, 0.0.0.0): no search engine and
 * no visitor but the person at this machine reaches it. The site warns when pages built for such
 * an origin are served in production, and the API shows mail in its output, instead of keeping
 * it unread, only for such an origin.
 */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d+\.\d+\.\d+$/u.test(host) ||
    host === "[::1]" ||
    host === "0.0.0.0"
  );
}
