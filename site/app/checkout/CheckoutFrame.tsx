import { Container, Section, Stack, Text } from "@workcraft/design-system";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { CHECKOUT_FRAME_ATTRIBUTE } from "./checkoutFrameLoader";
import { CheckoutContext, type CheckoutContextValue, type CheckoutPlan } from "./CheckoutContext";
import {
  CHECKOUT_STEPS,
  keepCheckout,
  openCheckout,
  reachedStep,
  readCheckout,
  requestedSource,
  stepPath,
  type CheckoutState,
  type CheckoutStep,
} from "./checkoutState";
import * as styles from "./checkout.css";
import { CodeStep } from "./steps/CodeStep";
import { CreateStep } from "./steps/CreateStep";
import { DetailsStep } from "./steps/DetailsStep";
import { DoneStep } from "./steps/DoneStep";
import { browserStorage } from "../stores/browserStorage";

function stepOfPath(pathname: string): CheckoutStep {
  const path = pathname.replace(/\/$/, "") || "/";
  return CHECKOUT_STEPS.find((entry) => entry.path === path)?.step ?? "details";
}

function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.findIndex((entry) => entry.step === step);
}

/**
 * The checkout as the steps share it: opened from local storage the first time the browser
 * asks (the server has no storage and renders no step), changed and kept at once by `update`,
 * before any navigation, so the next step's address always sees the change.
 */
class CheckoutHolder {
  private state: CheckoutState | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly open: () => CheckoutState) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): CheckoutState | null => {
    this.state ??= this.open();
    return this.state;
  };

  update = (change: (state: CheckoutState) => CheckoutState) => {
    const next = change(this.snapshot()!);
    this.state = next;
    keepCheckout(browserStorage(), next);
    for (const listener of this.listeners) listener();
  };
}

/**
 * What the server renders, and the browser hydrates before it reads local storage: the details
 * step as its address asks for it (a plan, a template, the calculator's numbers), so the served
 * page has the step's heading and form; the later steps need the visitor's stored checkout.
 */
function checkoutFromAddress(
  step: CheckoutStep,
  search: string,
  defaultPlanId: string,
): CheckoutState | null {
  if (step !== "details") return null;
  return openCheckout(
    null,
    requestedSource(new URLSearchParams(search), null),
    true,
    defaultPlanId,
  );
}

/** Each step's view: they load together with the frame, only on the checkout's pages. */
const STEP_VIEWS = {
  details: DetailsStep,
  code: CodeStep,
  create: CreateStep,
  done: DoneStep,
} satisfies Record<CheckoutStep, () => unknown>;

/**
 * The checkout's frame: the step indicator and the step of the address. A reload goes on where
 * the visitor was; a step the checkout has not reached sends the visitor to the one it has.
 */
export function CheckoutFrame({
  plans,
  templateName,
}: {
  plans: CheckoutPlan[];
  templateName: string | null;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const step = stepOfPath(pathname);
  const [holder] = useState(
    () =>
      new CheckoutHolder(() => {
        const storage = browserStorage();
        const opened = openCheckout(
          readCheckout(storage),
          requestedSource(new URLSearchParams(search), storage),
          step === "details",
          plans[0]?.id ?? "",
        );
        keepCheckout(storage, opened);
        return opened;
      }),
  );
  const [addressed] = useState(() => checkoutFromAddress(step, search, plans[0]?.id ?? ""));
  const state = useSyncExternalStore(holder.subscribe, holder.snapshot, () => addressed);
  const reached = state ? reachedStep(state) : null;
  const allowed =
    reached !== null &&
    stepIndex(step) <= stepIndex(reached) &&
    !(reached === "done" && step !== "done");

  // A step further than the checkout has reached, or any step but the last once the workspace
  // exists, sends the visitor to the step the checkout is at.
  useEffect(() => {
    if (reached && !allowed) void navigate(stepPath(reached), { replace: true });
  }, [reached, allowed, navigate]);

  const Step = STEP_VIEWS[step];
  const context = useMemo<CheckoutContextValue | null>(
    () => (state ? { state, update: holder.update, plans, templateName } : null),
    [state, holder, plans, templateName],
  );

  return (
    <Section spacing="medium" {...{ [CHECKOUT_FRAME_ATTRIBUTE]: "" }}>
      <Container width="medium">
        <Stack gap="large">
          <nav aria-label="Checkout steps">
            <ol className={styles.steps}>
              {CHECKOUT_STEPS.map((entry) => (
                <li
                  key={entry.step}
                  className={styles.step}
                  aria-current={entry.step === step ? "step" : undefined}
                >
                  {entry.label}
                </li>
              ))}
            </ol>
          </nav>
          {context && allowed ? (
            <CheckoutContext.Provider value={context}>
              <Step />
            </CheckoutContext.Provider>
          ) : (
            <Text role="status">Opening your checkout…</Text>
          )}
        </Stack>
      </Container>
    </Section>
  );
}
