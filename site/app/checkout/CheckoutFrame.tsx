import type { PlainMessageId } from "../i18n/messageCatalogue";
import { Container, Section, Stack, Text, useHydrated } from "@workcraft/design-system";
import { localeOfPath } from "@workcraft/domain/rules";
import { observer } from "mobx-react-lite";
import { useEffect, useLayoutEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { checkoutStepOf, checkoutStepPath } from "../paths";
import { useStores } from "../stores/StoresProvider";
import type { CheckoutAddress } from "../stores/CheckoutStore";
import { CHECKOUT_FRAME_ATTRIBUTE } from "./checkoutFrameLoader";
import { CheckoutContext, type CheckoutContextValue, type CheckoutPlan } from "./CheckoutContext";
import { CHECKOUT_STEPS, type CheckoutStep } from "../stores/checkoutState";
import * as styles from "./checkout.css";
import { useShellText } from "../i18n/ShellTextProvider";
import { messagePartsAttribute } from "../i18n/messagePartsAttribute";
import { CodeStep } from "./steps/CodeStep";
import { CreateStep } from "./steps/CreateStep";
import { DetailsStep } from "./steps/DetailsStep";
import { DoneStep } from "./steps/DoneStep";

function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.findIndex((entry) => entry.step === step);
}

/** Each step's name in the list of steps, its message's id written out whole for the build. */
const STEP_NAMES = {
  details: "checkout.step.details",
  code: "checkout.step.code",
  create: "checkout.step.create",
  done: "checkout.step.done",
} as const satisfies Record<CheckoutStep, PlainMessageId>;

/** Each step's view: they load together with the frame, only on the checkout's pages. */
const STEP_VIEWS = {
  details: DetailsStep,
  code: CodeStep,
  create: CreateStep,
  done: DoneStep,
} satisfies Record<CheckoutStep, () => unknown>;

/**
 * The checkout's frame: the step indicator and the step of the address. The server renders, and
 * the browser hydrates, the checkout the address asks for; then the checkout store opens the
 * visitor's kept checkout, before the browser paints. A reload goes on where the visitor was; a
 * step the checkout has not reached sends the visitor to the one it has.
 */
export const CheckoutFrame = observer(function CheckoutFrame({
  plans,
  templateName,
}: {
  plans: CheckoutPlan[];
  templateName: string | null;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { checkout } = useStores();
  const text = useShellText();
  const hydrated = useHydrated();
  const step = checkoutStepOf(pathname) ?? "details";
  // Where this visit of the checkout's pages began: moving between its steps keeps the frame.
  const [address] = useState<CheckoutAddress>(() => ({
    step,
    search,
    defaultPlanId: plans[0]?.id ?? "",
  }));
  const [addressed] = useState(() => checkout.addressed(address));
  const [opened, setOpened] = useState(false);
  useLayoutEffect(() => {
    checkout.open(address);
    setOpened(true);
  }, [checkout, address]);
  const state = opened ? checkout.state : hydrated ? null : addressed;
  const reached = opened ? checkout.reached : null;
  const allowed =
    reached !== null &&
    stepIndex(step) <= stepIndex(reached) &&
    !(reached === "done" && step !== "done");

  // A step further than the checkout has reached, or any step but the last once the workspace
  // exists, sends the visitor to the step the checkout is at.
  useEffect(() => {
    if (reached && !allowed) {
      void navigate(checkoutStepPath(reached, localeOfPath(pathname).locale), { replace: true });
    }
  }, [reached, allowed, navigate, pathname]);

  const Step = STEP_VIEWS[step];
  const context = useMemo<CheckoutContextValue | null>(
    () => (state ? { state, checkout, plans, templateName } : null),
    [state, checkout, plans, templateName],
  );
  // While hydrating, the served details step is shown as served.
  const shown = opened ? allowed : step === "details" && context !== null;

  return (
    <Section
      spacing="medium"
      {...{ [CHECKOUT_FRAME_ATTRIBUTE]: "" }}
      {...messagePartsAttribute(text.locale, "checkout", "form")}
    >
      <Container width="medium">
        <Stack gap="large">
          <nav aria-label={text.text("checkout.steps")}>
            <ol className={styles.steps}>
              {CHECKOUT_STEPS.map((entry) => (
                <li
                  key={entry.step}
                  className={styles.step}
                  aria-current={entry.step === step ? "step" : undefined}
                >
                  {text.text(STEP_NAMES[entry.step])}
                </li>
              ))}
            </ol>
          </nav>
          {context && shown ? (
            <CheckoutContext.Provider value={context}>
              <Step />
            </CheckoutContext.Provider>
          ) : (
            <Text role="status">{text.text("checkout.opening")}</Text>
          )}
        </Stack>
      </Container>
    </Section>
  );
});
