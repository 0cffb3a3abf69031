import { UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_REGISTER_DEADLINE_MS } from "../config/timing";
import { SERVICE_WORKER_URL, SKIP_WAITING } from "./updateWorkerProtocol";
import { whenIdle } from "./whenIdle";

/** Logged where the browser offers no service workers (spec, messages). */
export const SERVICE_WORKERS_UNSUPPORTED =
  "Service workers are disabled or not supported by this browser";

/** Asks the visitor whether to load the new version now; resolves `true` to load it. */
export type AskToLoadNewVersion = () => Promise<boolean>;

/**
 * Registers the update-check worker once the browser is idle (30 s at the latest), then asks
 * the server for a new worker whenever the page becomes visible again and every hour. When a
 * new version's worker waits, `ask` puts the question; on yes the waiting worker takes over
 * and the page reloads once, on no it waits until the next visit. Call it in production only.
 * Returns a function that stops the checks (the worker stays registered).
 */
export function registerUpdateCheck(ask: AskToLoadNewVersion): () => void {
  if (!("serviceWorker" in navigator)) {
    console.warn(SERVICE_WORKERS_UNSUPPORTED);
    return () => {};
  }

  let stopped = false;
  let stopChecks = () => {};

  async function start() {
    // Loaded only now, so the first paint and hydration never wait for it.
    const { Workbox } = await import("workbox-window");
    if (stopped) return;
    const workbox = new Workbox(SERVICE_WORKER_URL);
    workbox.addEventListener("waiting", () => {
      void ask().then((accepted) => {
        if (accepted) void loadNewVersion();
      });
    });
    await workbox.register();
    if (stopped) return;

    const check = () => {
      if (document.visibilityState === "visible") void workbox.update();
    };
    document.addEventListener("visibilitychange", check);
    const interval = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    stopChecks = () => {
      document.removeEventListener("visibilitychange", check);
      clearInterval(interval);
    };
  }

  const cancelStart = whenIdle(() => {
    void start().catch((error: unknown) =>
      console.error("The update check failed to start", error),
    );
  }, UPDATE_CHECK_REGISTER_DEADLINE_MS);

  return () => {
    stopped = true;
    cancelStart();
    stopChecks();
  };
}

/**
 * Lets the waiting worker take over, then reloads the page once it controls the page, so
 * the page, its scripts and its styles all come from the new version.
 */
async function loadNewVersion(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    // Another tab has already let it take over: this page only needs to load the new version.
    window.location.reload();
    return;
  }
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  waiting.postMessage({ type: SKIP_WAITING });
}
