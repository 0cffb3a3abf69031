import { Button, Container, Heading, Section, Stack, Text } from "@workcraft/design-system";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { OpenSignInLink } from "./screens/OpenSignInLink";
import { SignInForm } from "./screens/SignInForm";
import { StudioHome } from "./screens/StudioHome";
import { STUDIO_SIGN_IN_PATH } from "@workcraft/domain/rules";
import { composerPageId, variantComposerAt } from "./studioPaths";
import { useStudioSession } from "./useStudioSession";

/** The editor and Puck: a chunk of their own, loaded when a page is opened to edit. */
const ComposerScreen = lazy(() =>
  import("./editorEntry").then(({ ComposerScreen: screen }) => ({ default: screen })),
);

/** A variant of an experiment in the same editor, from the same chunk. */
const VariantComposerScreen = lazy(() =>
  import("./editorEntry").then(({ VariantComposerScreen: screen }) => ({ default: screen })),
);

/**
 * The Studio, where marketers compose and publish pages. Its code loads on its own addresses
 * only. Until the API says who is signed in, it shows nothing but the sign-in form: no Studio
 * address shows anything useful without a session.
 */
export function StudioApp() {
  const { pathname } = useLocation();
  const session = useStudioSession();
  const { state } = session;
  const editing = composerPageId(pathname);
  const variant = variantComposerAt(pathname);

  if (editing && state.status === "signed-in") {
    return (
      <Suspense fallback={<Text role="status">Opening the editor…</Text>}>
        <ComposerScreen id={editing} person={state.person} />
      </Suspense>
    );
  }

  if (variant && state.status === "signed-in") {
    return (
      <Suspense fallback={<Text role="status">Opening the editor…</Text>}>
        <VariantComposerScreen id={variant.id} arm={variant.arm} />
      </Suspense>
    );
  }

  let body;
  if (pathname === STUDIO_SIGN_IN_PATH && state.status !== "signed-in") {
    body = <OpenSignInLink onSignedIn={session.signedIn} />;
  } else if (state.status === "signed-in") {
    body = (
      <StudioHome
        person={state.person}
        onSignedOut={session.signedOut}
        onRoleChanged={session.refresh}
      />
    );
  } else if (state.status === "unknown") {
    body = (
      <Stack gap="small">
        <Text role="alert" tone="danger">
          {state.message}
        </Text>
        <div>
          <Button type="button" onClick={session.check}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  } else {
    // Checking, or signed out: the form, which is also what the server renders.
    body = <SignInForm />;
  }

  return (
    <Section spacing="medium">
      {/* The signed-in screens' tables need the room; the sign-in form does not. */}
      <Container width={state.status === "signed-in" ? "large" : "small"}>
        <Stack gap="large">
          <Heading level={1}>Workcraft Studio</Heading>
          {body}
        </Stack>
      </Container>
    </Section>
  );
}
