/**
 * Class names (or any space-separated tokens, such as ids for `aria-describedby`) joined by
 * spaces, leaving out the empty ones. The caller's `className` goes last so it can override.
 */
export function joinClassNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
