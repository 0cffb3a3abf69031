/**
 * Something the server reads from the database for every page request (the Studio's lists, the
 * running experiments), read at most once per freshness period: requests cost one query a period
 * rather than one each, and a change made on any server copy shows on every copy within it.
 */
export interface FreshReading<T> {
  /** What was read, read again when the last reading is older than the freshness period. */
  (): Promise<T>;
  /**
   * The last finished reading without waiting, while it is younger than two freshness periods
   * (one older than one period is read again meanwhile); else undefined.
   */
  fresh(): T | undefined;
  /** Drops what was read: this copy changed it, so the next request reads. */
  forget(): void;
}

/** `read`, read at most once per `freshMs` (see `FreshReading`); a failed reading is not kept. */
export function freshReading<T>(
  read: () => Promise<T>,
  freshMs: number,
  now: () => number = Date.now,
): FreshReading<T> {
  /** The reading under way or last made, and the last one that finished, each with its start. */
  let last: { at: number; value: Promise<T> } | undefined;
  let done: { at: number; value: T } | undefined;
  const reading = () => {
    if (!last || now() - last.at >= freshMs) {
      const started = { at: now(), value: read() };
      last = started;
      started.value.then(
        (value) => {
          if (last === started) done = { at: started.at, value };
        },
        // A failed reading is not kept: the next request reads again.
        () => {
          if (last === started) last = undefined;
        },
      );
    }
    return last.value;
  };
  return Object.assign(reading, {
    fresh: () => {
      if (!done) return undefined;
      const age = now() - done.at;
      if (age >= freshMs) reading().catch(() => {});
      return age < 2 * freshMs ? done.value : undefined;
    },
    forget: () => {
      last = undefined;
      done = undefined;
    },
  });
}
