/**
 * Whether an origin is this machine's own (localhost, 127.x, ::1, 0.0.0.0): no search engine and
 * no visitor but the person at this machine reaches it. The site warns when pages built for such
 * an origin are served in production, and the API shows mail in its output, instead of keeping
 * it unread, only for such an origin.
 */
export function isLocalOrigin(origin: string): boolean {
  // The host of an origin already checked (`https://host[:port]`): the domain reads it without
  // the platform's URL, which it does not depend on.
  const host = (
    /^[a-z][a-z\d+.-]*:\/\/(\[[^\]]*\]|[^/:?#]*)/iu.exec(origin)?.[1] ?? ""
  ).toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d+\.\d+\.\d+$/u.test(host) ||
    host === "[::1]" ||
    host === "0.0.0.0"
  );
}
