import { Button, Heading, Stack, Text } from "@workcraft/design-system";
import { localizedPath } from "@workcraft/domain/rules";
import { useEffect } from "react";
import { useShellText } from "../../i18n/ShellTextProvider";
import { useCheckout, useStepHeading } from "../CheckoutContext";
import * as styles from "../checkout.css";

/** The confirmation: the new workspace by name. The cart's apps are in it now: the cart empties. */
export function DoneStep() {
  const { state, checkout } = useCheckout();
  const headingId = useStepHeading();
  const workspace = state.workspace!;
  const words = useShellText();
  // The workspace's name stands out in the sentence: the message is split where it goes.
  const [leadBefore, leadAfter] = words
    .format(state.started?.email ? "checkout.done.leadFor" : "checkout.done.lead", {
      workspace: "\u0000",
      email: state.started?.email ?? "",
    })
    .split("\u0000");

  useEffect(() => checkout.finish(), [checkout]);

  return (
    <Stack gap="large">
      <Heading level={1} id={headingId} tabIndex={-1} className={styles.heading}>
        {words.format("checkout.done.title", { workspace: workspace.name })}
      </Heading>
      <Text>
        {leadBefore}
        <strong>{workspace.name}</strong>
        {leadAfter}
      </Text>
      <div>
        <Button href={localizedPath("/", words.locale)} variant="secondary">
          {words.text("checkout.done.home")}
        </Button>
      </div>
    </Stack>
  );
}
