/** What a setting in milliseconds may be: its default when unset, and its bounds. */
export interface MillisecondsRange {
  fallback: number;
  fastest: number;
  slowest: number;
}

/**
 * The setting `name` of `environment`, a whole number of milliseconds, read once at start: its
 * `fallback` when unset; a value that is not a whole number within the bounds stops the start
 * with a message naming it.
 */
export function millisecondsSetting(
  environment: Record<string, string | undefined>,
  name: string,
  { fallback, fastest, slowest }: MillisecondsRange,
): number {
  const text = (environment[name] ?? "").trim();
  if (text === "") return fallback;
  const ms = /^\d+$/u.test(text) ? Number(text) : Number.NaN;
  if (!(ms >= fastest && ms <= slowest)) {
    throw new Error(
      `${name} must be a whole number of milliseconds from ${fastest} to ${slowest}, not "${environment[name]}".`,
    );
  }
  return ms;
}
