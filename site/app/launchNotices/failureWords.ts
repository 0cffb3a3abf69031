import type { ShellText } from "../i18n/shellText";

/**
 * A failed call in the page's words, its code loaded when a call fails: the pages a launch
 * notice's mails open are routes of their own, and what they import as they load would join
 * the file every page loads.
 */
export async function failureWords(text: ShellText, error: unknown): Promise<string> {
  const { describeApiFailureIn } = await import("../api/apiFailureText");
  return describeApiFailureIn(text, error);
}
