import { useEffectEvent, useLayoutEffect, type RefObject } from "react";

/**
 * Keeps what a visitor typed into a served form (or any part of a page with named fields, such
 * as the price calculator) before the page's script ran: a slow phone shows the fields seconds
 * before they work. Once, as they first run in the browser, each named field whose value
 * differs from what was rendered is handed to `keep` (name and value); without it the next
 * render would put the rendered values back and the typing would be lost.
 */
export function useTypedBeforeScript<Name extends string>(
  formRef: RefObject<HTMLElement | null>,
  rendered: Readonly<Partial<Record<Name, string>>>,
  names: readonly Name[],
  keep: (typed: [Name, string][]) => void,
): void {
  // Once, as the form first runs in the browser: later renders are the visitor's own.
  const keepTyped = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: [Name, string][] = [];
    for (const name of names) {
      const control = form.querySelector(`[name="${CSS.escape(name)}"]`);
      const isField =
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement;
      if (isField && control.value !== (rendered[name] ?? "")) typed.push([name, control.value]);
    }
    if (typed.length > 0) keep(typed);
  });
  useLayoutEffect(() => keepTyped(), []);
}
