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
    void import("./blockReports").then(({ reportBlocks }) => {
      if (!left) stop = reportBlocks(experimentId);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [experimentId]);
}
