import { Button, Heading, Stack, Text } from "@workcraft/design-system";
import { useEffect } from "react";
import { useCheckout, useStepHeading } from "../CheckoutContext";
import * as styles from "../checkout.css";

/** The confirmation: the new workspace by name. The cart's apps are in it now: the cart empties. */
export function DoneStep() {
  const { state, checkout } = useCheckout();
  const headingId = useStepHeading();
  const workspace = state.workspace!;

  useEffect(() => checkout.finish(), [checkout]);

  return (
    <Stack gap="large">
      <Heading level={1} id={headingId} tabIndex={-1} className={styles.heading}>
        Your workspace {workspace.name} is ready
      </Heading>
      <Text>
        We created the workspace <strong>{workspace.name}</strong> for{" "}
        {state.started?.email ?? "you"}. Its apps are installed and the builder is waiting for you.
      </Text>
      <div>
        <Button href="/" variant="secondary">
          Back to the home page
        </Button>
      </div>
    </Stack>
  );
}
