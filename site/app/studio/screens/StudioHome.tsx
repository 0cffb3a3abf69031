import type { SignedInStudioPerson } from "@workcraft/domain/schemas";
import { Button, Heading, Inline, MenuStrip, Stack, Text } from "@workcraft/design-system";
import { useState } from "react";
import { mayDo } from "@workcraft/domain/rules";
import { useLocation } from "react-router";
import { callApi, describeApiFailure } from "../../api/apiClient";
import {
  studioScreenAt,
  studioScreenRefusal,
  studioScreensFor,
  type StudioScreenId,
} from "../studioPaths";
import { ExperimentsScreen } from "../experiments/ExperimentsScreen";
import { AuditScreen } from "./AuditScreen";
import { LeadsScreen } from "./LeadsScreen";
import { PagesScreen } from "./PagesScreen";
import { PeopleScreen } from "./PeopleScreen";
import { RedirectsScreen } from "./RedirectsScreen";
import { RoadmapScreen } from "./RoadmapScreen";
import * as styles from "./studioScreens.css";

/**
 * The Studio once signed in: who is signed in, with what role, signing out, the navigation
 * between its screens (those the person's role may open), and the screen of the address. A
 * screen the role may not open says so, and asks the API for nothing.
 */
export function StudioHome({
  person,
  onSignedOut,
  onRoleChanged,
}: {
  person: SignedInStudioPerson;
  onSignedOut: () => void;
  /** The person changed their own role: the Studio asks the API again who they are. */
  onRoleChanged: () => void;
}) {
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const screen = studioScreenAt(pathname);
  const refusal = screen && studioScreenRefusal(person.role, screen);

  async function signOut() {
    try {
      await callApi("studio/sign-out", {});
      onSignedOut();
    } catch (error) {
      setFailure(describeApiFailure(error));
    }
  }

  let body;
  if (!screen) {
    body = (
      <Stack gap="small">
        <Heading level={2}>Nothing here</Heading>
        <Text>The Studio has no screen at this address: choose one above.</Text>
      </Stack>
    );
  } else if (refusal) {
    body = (
      <Stack gap="small">
        <Heading level={2}>{screen.label}</Heading>
        <Text tone="danger">{refusal}</Text>
      </Stack>
    );
  } else {
    body = <Screen id={screen.id} person={person} onRoleChanged={onRoleChanged} />;
  }

  return (
    <Stack gap="large">
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
      <MenuStrip
        label="Studio"
        items={studioScreensFor(person.role).map(({ label, path }) => ({ label, href: path }))}
        currentRoute={screen?.path}
      />
      {body}
    </Stack>
  );
}

/** The screen a person's role may open. */
function Screen({
  id,
  person,
  onRoleChanged,
}: {
  id: StudioScreenId;
  person: SignedInStudioPerson;
  onRoleChanged: () => void;
}) {
  switch (id) {
    case "pages":
      return (
        <div className={styles.readableColumn}>
          <PagesScreen mayExperiment={mayDo(person.role, "run-experiments")} />
        </div>
      );
    case "leads":
      return <LeadsScreen />;
    case "experiments":
      return <ExperimentsScreen />;
    case "roadmap":
      return <RoadmapScreen />;
    case "redirects":
      return <RedirectsScreen />;
    case "people":
      return <PeopleScreen me={person} onMyRoleChanged={onRoleChanged} />;
    case "audit":
      return <AuditScreen />;
  }
}
