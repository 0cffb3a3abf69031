import { useEffect, useState } from "react";
import { NewVersionDialog } from "./NewVersionDialog";

/**
 * The production-only update check: registers the site's service worker when the browser is
 * idle and, when a new version is waiting, asks whether to load it. Mounted once, in the root.
 */
export function UpdatePrompt() {
  const [answer, setAnswer] = useState<((accepted: boolean) => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let cancelled = false;
    let stop = () => {};
    // The check's code arrives in its own chunk, after hydration.
    void import("./registerUpdateCheck").then(({ registerUpdateCheck }) => {
      if (cancelled) return;
      stop = registerUpdateCheck(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)));
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  if (!answer) return null;
  return (
    <NewVersionDialog
      onAnswer={(accepted) => {
        setAnswer(null);
        answer(accepted);
      }}
    />
  );
}
