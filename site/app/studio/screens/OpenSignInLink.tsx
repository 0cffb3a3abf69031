import type { SignedInStudioPerson } from "@workcraft/domain/schemas";
import { Text } from "@workcraft/design-system";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { STUDIO_PATH } from "@workcraft/domain/rules";
import { SignInForm } from "./SignInForm";

/**
 * Where an e-mailed link opens: its token is traded for a session once, then the address
 * drops the token (it signs in only once anyway) and the Studio opens. A used or expired link
 * says so beside the form that sends a new one.
 */
export function OpenSignInLink({
  onSignedIn,
}: {
  onSignedIn: (person: SignedInStudioPerson) => void;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const opened = useRef(false);
  const token = params.get("token") ?? "";

  async function open() {
    try {
      const person = await callApi("studio/sign-in/open", { token });
      onSignedIn(person);
      void navigate(STUDIO_PATH, { replace: true });
    } catch (error) {
      setFailure(describeApiFailure(error));
    }
  }
  // Once: a link signs in only once, so a second try would fail.
  const openOnce = useEffectEvent(() => {
    if (opened.current) return;
    opened.current = true;
    void open();
  });
  useEffect(() => openOnce(), []);

  if (failure) return <SignInForm notice={`This link did not sign you in. ${failure}`} />;
  return <Text role="status">Signing you in…</Text>;
}
