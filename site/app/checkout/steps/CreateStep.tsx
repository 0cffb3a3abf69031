import { Button, Heading, Link, Stack, Text } from "@workcraft/design-system";
import type { ApiResponse } from "@workcraft/domain/api";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiCallError, callApi, describeApiFailure } from "../../api/apiClient";
import { useCheckout, useStepHeading } from "../CheckoutContext";
import { newIdempotencyKey } from "../idempotencyKey";
import { OrderSummary } from "../OrderSummary";
import * as styles from "../checkout.css";

/** Tries of a creation the server says is still running (409) before telling the visitor. */
const STILL_RUNNING_TRIES = 5;

const wait = (seconds: number) =>
  new Promise<void>((resolve) => window.setTimeout(resolve, seconds * 1000));

/**
 * The creation step: the order once more, and the button that creates the workspace
 * (`project-checkout/execute`). Its `Idempotency-Key` is made once per checkout and kept in
 * local storage, so a second click, a retry after a failure or a reload sends the same key and
 * the server creates one workspace whatever happens.
 */
export function CreateStep() {
  const { state, update } = useCheckout();
  const navigate = useNavigate();
  const headingId = useStepHeading();
  const started = state.started!;
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const running = useRef(false);
  const failureId = "checkout-create-failure";

  const key = state.idempotency?.checkoutId === started.checkoutId ? state.idempotency.key : null;
  useEffect(() => {
    if (key) return;
    update((before) => ({
      ...before,
      idempotency: { checkoutId: started.checkoutId, key: newIdempotencyKey() },
    }));
  }, [key, started.checkoutId, update]);

  useEffect(() => {
    if (failure) document.getElementById(failureId)?.focus();
  }, [failure]);

  async function create() {
    // One creation at a time: a double click sends one request.
    if (running.current || !key) return;
    running.current = true;
    setCreating(true);
    setFailure(null);
    try {
      let executed: ApiResponse<"project-checkout/execute"> | null = null;
      for (let tries = 1; !executed; tries += 1) {
        try {
          executed = await callApi(
            "project-checkout/execute",
            { data: { checkoutId: started.checkoutId } },
            { headers: { "Idempotency-Key": key } },
          );
        } catch (error) {
          const still = error instanceof ApiCallError && error.failure.kind === "http";
          if (still && error.failure.kind === "http" && error.failure.status === 409) {
            if (tries >= STILL_RUNNING_TRIES) throw error;
            await wait(error.failure.retryAfterSeconds ?? 1);
            continue;
          }
          throw error;
        }
      }
      const { workspace } = executed;
      update((before) => ({ ...before, workspace: { id: workspace.id, name: workspace.name } }));
      void navigate("/checkout/done", { replace: true });
    } catch (error) {
      const status =
        error instanceof ApiCallError && error.failure.kind === "http" ? error.failure.status : 0;
      setUnconfirmed(status === 401);
      setFailure(describeApiFailure(error));
      running.current = false;
      setCreating(false);
    }
  }

  return (
    <Stack gap="large">
      <Heading level={1} id={headingId} tabIndex={-1} className={styles.heading}>
        Create your workspace
      </Heading>
      <Text>
        Your address is confirmed. Check your order and create the workspace{" "}
        <strong>{started.workspaceName}</strong>.
      </Text>
      <OrderSummary priced={started.priced} />
      <Text role="status">{creating ? "Creating your workspace…" : ""}</Text>
      {failure && (
        <Stack gap="small">
          <Text role="alert" tone="danger" tabIndex={-1} id={failureId}>
            {failure}
          </Text>
          {unconfirmed && (
            <Text>
              <Link href="/checkout/code">Confirm your e-mail address again</Link>
            </Text>
          )}
        </Stack>
      )}
      <div>
        <Button type="button" loading={creating} disabled={!key} onClick={() => void create()}>
          {failure ? "Try again" : "Create workspace"}
        </Button>
      </div>
    </Stack>
  );
}
