import { API_BASE_PATH } from "@workcraft/domain/rules";

/** What a stand-in API answers one call with. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A stand-in for the website API in a story: answers a call, by path and body. */
export type FakeApi = (path: string, body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers the story's calls to `/api/v2/*` with `answer` (other requests go out as usual) and
 * returns the function that puts the real `fetch` back, for a story's `beforeEach`.
 */
export function fakeWebsiteApi(answer: FakeApi): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith(`${API_BASE_PATH}/`)) return realFetch(input, init);
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : {};
    const answered = await answer(url.pathname.slice(`${API_BASE_PATH}/`.length), body);
    return new Response(JSON.stringify(answered.body), {
      status: answered.status,
      headers: { "Content-Type": "application/json", ...answered.headers },
    });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
