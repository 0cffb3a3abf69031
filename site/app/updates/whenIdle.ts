/**
 * Runs `task` once when the browser is next idle, or after `deadlineMs` at the latest.
 * Where the browser has no idle callback (Safari), it runs once the page has loaded.
 * Returns a function that cancels the task if it has not run yet.
 */
export function whenIdle(task: () => void, deadlineMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => task(), { timeout: deadlineMs });
    return () => window.cancelIdleCallback(handle);
  }

  let settled = false;
  const run = () => {
    if (settled) return;
    cancel();
    task();
  };
  const onLoad = () => setTimeout(run, 0);
  const deadline = setTimeout(run, deadlineMs);
  const cancel = () => {
    settled = true;
    clearTimeout(deadline);
    window.removeEventListener("load", onLoad);
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
  return cancel;
}
