import type { SignedInStudioPerson } from "@workcraft/domain/schemas";
import { Button, Inline, Stack, Text } from "@workcraft/design-system";
import { useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { PagesScreen } from "./PagesScreen";

/** The Studio once signed in: who is signed in, with what role, signing out, and the pages. */
export function StudioHome({
  person,
  onSignedOut,
}: {
  person: SignedInStudioPerson;
  onSignedOut: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  async function signOut() {
    try {
      await callApi("studio/sign-out", {});
      onSignedOut();
    } catch (error) {
      setFailure(describeApiFailure(error));
    }
  }
  return (
    <Stack gap="medium">
      <Inline gap="medium" alignItems="center">
        <Text>
          Signed in as <strong>{person.name ?? person.email}</strong> ({person.role})
        </Text>
        <Button type="button" variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Inline>
      {failure ? (
        <Text role="alert" tone="danger">
          {failure}
        </Text>
      ) : null}
      <PagesScreen />
    </Stack>
  );
}
