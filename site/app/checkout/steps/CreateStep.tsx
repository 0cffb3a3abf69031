import { Button, Heading, Link, Stack, Text } from "@workcraft/design-system";
import { observer } from "mobx-react-lite";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useShellText } from "../../i18n/ShellTextProvider";
import { checkoutStepPath } from "../../paths";
import { useCheckout, useStepHeading } from "../CheckoutContext";
import { OrderSummary } from "../OrderSummary";
import * as styles from "../checkout.css";

/**
 * The creation step: the order once more, and the button that creates the workspace
 * (`project-checkout/execute`). Its `Idempotency-Key` is made once per checkout and kept in
 * local storage, so a second click, a retry after a failure or a reload sends the same key and
 * the server creates one workspace whatever happens.
 */
export const CreateStep = observer(function CreateStep() {
  const { state, checkout } = useCheckout();
  const navigate = useNavigate();
  const words = useShellText();
  const { locale } = words;
  const headingId = useStepHeading();
  const started = state.started!;
  // The workspace's name stands out in the sentence: the message is split where it goes.
  const [leadBefore, leadAfter] = words
    .format("checkout.create.lead", { workspace: "\u0000" })
    .split("\u0000");
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const running = useRef(false);
  const failureId = "checkout-create-failure";
  const key = checkout.idempotencyKey;

  useEffect(() => {
    if (!key) checkout.keepIdempotencyKey();
  }, [checkout, key]);

  useEffect(() => {
    if (failure) document.getElementById(failureId)?.focus();
  }, [failure]);

  async function create() {
    // One creation at a time: a double click sends one request.
    if (running.current || !key) return;
    running.current = true;
    setCreating(true);
    setFailure(null);
    const created = await checkout.create();
    if (created.ok) {
      void navigate(checkoutStepPath("done", locale), { replace: true });
      return;
    }
    setUnconfirmed(created.status === 401);
    setFailure(created.message);
    running.current = false;
    setCreating(false);
  }

  return (
    <Stack gap="large">
      <Heading level={1} id={headingId} tabIndex={-1} className={styles.heading}>
        {words.text("checkout.create.title")}
      </Heading>
      <Text>
        {leadBefore}
        <strong>{started.workspaceName}</strong>
        {leadAfter}
      </Text>
      <OrderSummary priced={started.priced} />
      <Text role="status">{creating ? words.text("checkout.create.creating") : ""}</Text>
      {failure && (
        <Stack gap="small">
          <Text role="alert" tone="danger" tabIndex={-1} id={failureId}>
            {failure}
          </Text>
          {unconfirmed && (
            <Text>
              <Link href={checkoutStepPath("code", locale)}>
                {words.text("checkout.create.confirmAgain")}
              </Link>
            </Text>
          )}
        </Stack>
      )}
      <div>
        <Button type="button" loading={creating} disabled={!key} onClick={() => void create()}>
          {failure ? words.text("checkout.create.tryAgain") : words.text("checkout.create.create")}
        </Button>
      </div>
    </Stack>
  );
});
