import type { APIResponse, Page } from "playwright-core";

/** What a call from a tab's request context sends: a method, a JSON body, headers. */
export interface TabRequest {
  method?: "GET" | "POST";
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls the server from a tab's request context, with the tab's cookies, on a connection of
 * its own (`Connection: close`).
 *
 * Playwright's request context keeps connections alive with Node's `http.Agent` and no idle
 * timeout of its own, and Node 20's agent then ignores the server's `Keep-Alive: timeout=5`.
 * The server closes an idle connection about 6 s after its last answer; a call made at that
 * moment goes down the closing connection and fails with ECONNRESET (a Studio journey failed
 * so in CI; calls 5.985 to 6.007 s apart reproduced it in 2 of 12 tries). A browser sends its
 * request again on such a reset; this client cannot, a POST above all, so it never reuses one.
 */
export function callFromTab(
  tab: Pick<Page, "request">,
  url: string,
  { method = "GET", data, headers = {} }: TabRequest = {},
): Promise<APIResponse> {
  return tab.request.fetch(url, { method, data, headers: { ...headers, Connection: "close" } });
}
