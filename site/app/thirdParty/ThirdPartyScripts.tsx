import { useEffect } from "react";

/**
 * Starts the deployment's third-party scripts (company identification, consent) once the
 * app has hydrated; renders nothing. Mounted once, in the root.
 */
export function ThirdPartyScripts() {
  useEffect(() => {
    const startedAt = performance.now();
    let cancelled = false;
    let stop = () => {};
    // The crawler check and loader arrive in their own small chunk, after hydration.
    // Offline, the chunk cannot load: the scripts are simply not started on this visit.
    import("./startThirdPartyScripts").then(
      ({ startThirdPartyScripts }) => {
        if (!cancelled) stop = startThirdPartyScripts(startedAt);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return null;
}
