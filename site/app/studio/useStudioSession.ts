import type { SignedInStudioPerson } from "@workcraft/domain/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiCallError, callApi, describeApiFailure } from "../api/apiClient";

/** The Studio's session as the browser knows it. */
export type StudioSessionState =
  | { status: "checking" }
  | { status: "signed-out" }
  | { status: "signed-in"; person: SignedInStudioPerson }
  | { status: "unknown"; message: string };

/**
 * Who is signed in to the Studio: asked of the API once the page runs (the session cookie is
 * HttpOnly, so only the API can say). A 401 is a visitor to sign in; any other failure is said
 * in words, with a way to ask again.
 */
export function useStudioSession() {
  const [state, setState] = useState<StudioSessionState>({ status: "checking" });
  const [attempt, setAttempt] = useState(0);
  // Bumped when the screen signs in or out: an answer to an earlier check is out of date (the
  // check sent without a cookie can answer 401 after an opened link signed in).
  const decided = useRef(0);
  useEffect(() => {
    let current = true;
    const asked = decided.current;
    const stillCurrent = () => current && decided.current === asked;
    callApi("studio/session", {}).then(
      (person) => stillCurrent() && setState({ status: "signed-in", person }),
      (error: unknown) => {
        if (!stillCurrent()) return;
        const refused = error instanceof ApiCallError && error.failure.kind === "http";
        setState(
          refused && error.failure.status === 401
            ? { status: "signed-out" }
            : { status: "unknown", message: describeApiFailure(error) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const check = useCallback(() => {
    setState({ status: "checking" });
    setAttempt((count) => count + 1);
  }, []);
  // After a change to the person's own role: asked again, the screen kept meanwhile.
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  const signedIn = useCallback((person: SignedInStudioPerson) => {
    decided.current += 1;
    setState({ status: "signed-in", person });
  }, []);
  const signedOut = useCallback(() => {
    decided.current += 1;
    setState({ status: "signed-out" });
  }, []);
  return { state, check, refresh, signedIn, signedOut };
}
