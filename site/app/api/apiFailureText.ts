import { ApiCallError } from "./apiClient";
import type { ShellText } from "../i18n/shellText";

/** A wait in a locale's words, by the browser's unit formats: "2 Minuten", "30 secondes". */
function waitInLocale(seconds: number, locale: string): string {
  const [amount, unit] =
    seconds >= 90
      ? [Math.ceil(seconds / 60), "minute"]
      : seconds >= 60
        ? [1, "minute"]
        : [seconds, "second"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(amount);
}

/**
 * A failed call in words a visitor understands, in the page's locale (`describeApiFailure` says
 * it in English): no answer in time, no connection, too many tries (with the wait), a problem on
 * our side, or the API's own message, which is written for people.
 */
export function describeApiFailureIn(text: ShellText, error: unknown): string {
  if (!(error instanceof ApiCallError)) return text.text("api.failed");
  const { failure } = error;
  switch (failure.kind) {
    case "timeout":
      return text.text("api.timeout");
    case "network":
      return text.text("api.network");
    case "http":
      if (failure.status === 429) {
        return failure.retryAfterSeconds
          ? text.format("api.tooManyTriesWait", {
              wait: waitInLocale(failure.retryAfterSeconds, text.locale),
            })
          : text.text("api.tooManyTries");
      }
      if (failure.status >= 500) return text.text("api.ourSide");
      return failure.message;
  }
}
