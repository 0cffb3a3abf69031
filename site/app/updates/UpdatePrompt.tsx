import { lazy, Suspense, useEffect, useState } from "react";
import { useShellText } from "../i18n/ShellTextProvider";

// The question's dialog loads only when a new version is waiting (the update worker has it).
const NewVersionDialog = lazy(() =>
  import("./NewVersionDialog").then((module) => ({ default: module.NewVersionDialog })),
);

/**
 * The production-only update check: registers the site's service worker when the browser is
 * idle and, when a new version is waiting, asks whether to load it. Mounted once, in the root.
 */
export function UpdatePrompt() {
  const text = useShellText();
  const [answer, setAnswer] = useState<((accepted: boolean) => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let cancelled = false;
    let stop = () => {};
    // The check's code arrives in its own chunk, after hydration.
    // Offline, the chunk cannot load: the check starts on the next visit instead.
    import("./registerUpdateCheck").then(
      ({ registerUpdateCheck }) => {
        if (cancelled) return;
        stop = registerUpdateCheck(
          () => new Promise<boolean>((resolve) => setAnswer(() => resolve)),
        );
      },
      () => {},
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  if (!answer) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionDialog
        words={{
          question: text.text("update.question"),
          load: text.text("update.load"),
          later: text.text("update.later"),
        }}
        onAnswer={(accepted) => {
          setAnswer(null);
          answer(accepted);
        }}
      />
    </Suspense>
  );
}
