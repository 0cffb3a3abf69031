import { STUDIO_PRESENCE_SECONDS } from "@workcraft/domain/rules";
import type { StudioPage } from "@workcraft/domain/schemas";
import { useEffect, useState } from "react";
import { callApi } from "../../api/apiClient";

/** How often the editor says it still has the page open: three times within the presence window. */
export const HEARTBEAT_MS = (STUDIO_PRESENCE_SECONDS * 1000) / 3;

/**
 * Who else is editing the page now: told by the page as it opened, then kept by a heartbeat
 * (one as the page opens, then every HEARTBEAT_MS) that also tells the others this person is here. A failed heartbeat keeps the last list.
 */
export function usePageEditors(id: string, initial: StudioPage["editors"]): StudioPage["editors"] {
  const [editors, setEditors] = useState(initial);
  useEffect(() => {
    let current = true;
    const beat = () =>
      callApi("studio/pages/heartbeat", { id }).then(
        (answer) => current && setEditors(answer.editors),
        () => undefined,
      );
    // At once, so the others see this person as soon as the page opens; then on a timer.
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [id]);
  return editors;
}

/** "Ana is editing", "Ana and Bo are editing": the names of the others, or null for none. */
export function editorsInWords(editors: StudioPage["editors"]): string | null {
  const names = editors.map((editor) => editor.name ?? editor.email);
  if (names.length === 0) return null;
  const last = names.pop()!;
  return `${names.length > 0 ? `${names.join(", ")} and ${last} are` : `${last} is`} editing this page`;
}
