/*
 * The canonical origin of the site: where it is published, written into every absolute URL the
 * pages carry (canonical links, og:url and share images, structured data, the sitemap and
 * robots.txt). One setting, `SITE_URL`, read when the site is built; the server is told it
 * again at start so it can say when the pages it serves were built for another address.
 */

/** What the site is built for when `SITE_URL` is not set: this machine, for development. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The name of the setting, as messages name it. */
export const SITE_URL_VARIABLE = "SITE_URL";

/**
 * The origin `value` names (`https://www.example.com`, no trailing slash), or the default when
 * it is unset or empty. Anything but an http(s) origin (a path, a query, credentials, another
 * scheme, no scheme at all) throws a message naming the variable and what is wrong.
 */
export function siteUrlFrom(value: string | undefined): string {
  const text = value?.trim() ?? "";
  if (text === "") return DEFAULT_SITE_URL;
  const refuse = (why: string): never => {
    throw new Error(
      `${SITE_URL_VARIABLE} must be the site's public origin, such as https://www.example.com; ${JSON.stringify(value)} ${why}.`,
    );
  };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse("is not a URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") refuse("is not http or https");
  if (url.username || url.password) refuse("holds a user name or password");
  if (url.pathname !== "/" || url.search || url.hash || text.endsWith("?") || text.endsWith("#")) {
    refuse("has a path, query or fragment after the host");
  }
  return url.origin;
}
