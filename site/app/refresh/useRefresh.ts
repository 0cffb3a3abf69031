import { useEffect, useEffectEvent, useState } from "react";
import { LatestRequest, type Settled } from "./latestRequest";

/**
 * A prerendered view's refresh from the API: `load` runs after the first render in the browser
 * and again whenever `key` changes (another app's page), aborting the request before it; the
 * view is left (unmounted) mid-request, the request is aborted. Gives the outcome for the
 * current `key`, or null while it is on its way (and on the server).
 */
export function useRefresh<T>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<T>,
): Settled<T> | null {
  const [latest] = useState(() => new LatestRequest<T>());
  const [outcome, setOutcome] = useState<{ key: string; settled: Settled<T> } | null>(null);
  const loadFor = useEffectEvent((signal: AbortSignal) => load(key, signal));
  useEffect(() => {
    latest.start(
      (signal) => loadFor(signal),
      (settled) => setOutcome({ key, settled }),
    );
    return () => latest.stop();
  }, [key, latest]);
  return outcome?.key === key ? outcome.settled : null;
}
