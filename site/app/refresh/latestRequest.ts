/** How a request ended: its answer, or why it failed. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * One request at a time, the latest: starting one aborts the one before (its signal fires, so
 * its fetch stops), and only the latest request's outcome is delivered, however late an
 * earlier one answers. `stop` aborts the request in flight, as a component unmounting does.
 */
export class LatestRequest<T> {
  private controller: AbortController | null = null;

  start(load: (signal: AbortSignal) => Promise<T>, deliver: (settled: Settled<T>) => void): void {
    this.stop();
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    Promise.resolve()
      .then(() => load(signal))
      .then(
        (value) => {
          if (!signal.aborted) deliver({ ok: true, value });
        },
        (error: unknown) => {
          if (!signal.aborted) deliver({ ok: false, error });
        },
      );
  }

  stop(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
