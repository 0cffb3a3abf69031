import { useEffect, useEffectEvent, useState } from "react";
import { describeApiFailure } from "../../api/apiClient";

/** What a screen has of the data it asked the API for. */
export type Loaded<T> =
  { status: "loading" } | { status: "loaded"; data: T } | { status: "failed"; message: string };

const LOADING = { status: "loading" } as const;

/**
 * Data a Studio screen loads from the API, loaded again whenever `key` changes (another page
 * or filter): until the answer for the current key comes, it is loading, and an answer to an
 * earlier key is dropped. A failure is kept in words. The setter changes the loaded data in
 * place, after a change the API confirmed.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  key: string,
): [Loaded<T>, (change: (data: T) => T) => void] {
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const loadNow = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    loadNow().then(
      (data) => current && setAnswer({ key, loaded: { status: "loaded", data } }),
      (error: unknown) =>
        current &&
        setAnswer({ key, loaded: { status: "failed", message: describeApiFailure(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const change = (update: (data: T) => T) =>
    setAnswer((before) =>
      before?.loaded.status === "loaded"
        ? { key: before.key, loaded: { status: "loaded", data: update(before.loaded.data) } }
        : before,
    );
  return [answer?.key === key ? answer.loaded : LOADING, change];
}
