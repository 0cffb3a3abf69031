/**
 * A boolean state as a data attribute: present (empty) when true, absent when false. One
 * encoding for every component, so styles select `[data-x]` and tests ask whether it is there,
 * never whether it says "true" or "false".
 */
export function dataFlag(on: boolean | undefined): "" | undefined {
  return on ? "" : undefined;
}
