import { useEffect } from "react";

/**
 * On a page under the experiment `experimentId`, reports the blocks the visitor sees and clicks
 * (`reportBlocks`), from a script loaded only then; nothing on any other page. A page left by a
 * link sends what is left and stops.
 */
export function useBlockReports(experimentId: string | undefined): void {
  useEffect(() => {
    if (!experimentId) return;
    let stop: (() => void) | undefined;
    let left = false;
    // Once the page has started and the browser is idle: the reports are never in its way.
    const start = () =>
      void import("./blockReports").then(({ reportBlocks }) => {
        if (!left) stop = reportBlocks(experimentId);
      });
    // Safari has no requestIdleCallback: there the reports start in the next task.
    const idles = "requestIdleCallback" in window;
    const idle = idles
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 0);
    return () => {
      left = true;
      if (idles) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      stop?.();
    };
  }, [experimentId]);
}
