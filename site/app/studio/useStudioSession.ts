import type { SignedInStudioPerson } from "@workcraft/domain/schemas";
import { useCallback, useEffect, useState } from "react";
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
  useEffect(() => {
    let current = true;
    callApi("studio/session", {}).then(
      (person) => current && setState({ status: "signed-in", person }),
      (error: unknown) => {
        if (!current) return;
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
  const signedIn = useCallback(
    (person: SignedInStudioPerson) => setState({ status: "signed-in", person }),
    [],
  );
  const signedOut = useCallback(() => setState({ status: "signed-out" }), []);
  return { state, check, signedIn, signedOut };
}
