import type { CartItem, PricedOrder, ProjectOrderInput } from "@workcraft/domain/rules";
import { CHECKOUT_STEP_PATHS, checkoutQueryOf } from "../paths";
import { readKept, type KeptValues } from "./browserStorage";

/** The local-storage key of the checkout in progress: it survives reloads and closed tabs. */
export const CHECKOUT_STORAGE_KEY = "workcraft.checkout";

/** The checkout's steps, each at its own address. */
export const CHECKOUT_STEPS = [
  { step: "details", path: CHECKOUT_STEP_PATHS.details, label: "Your details" },
  { step: "code", path: CHECKOUT_STEP_PATHS.code, label: "E-mail code" },
  { step: "create", path: CHECKOUT_STEP_PATHS.create, label: "Workspace creation" },
  { step: "done", path: CHECKOUT_STEP_PATHS.done, label: "Confirmation" },
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]["step"];

/**
 * Where the checkout started: the cart's apps, a plan (with the cart's apps), or a template
 * with the apps bought beside it.
 */
export interface CheckoutSource {
  /**
   * `cart`, `plan:builder1`, `template:<id>` or `template:<id>+<app>,<app>`: a new source starts
   * a new checkout.
   */
  key: string;
  templateId?: string;
  /** Without a template, the apps bought; with one, those outside it. */
  appIds: string[];
  appNames: string[];
}

/** What the visitor types on the details step, as typed. */
export interface CheckoutDetails {
  company: string;
  workspaceName: string;
  yourName: string;
  email: string;
  users: string;
  guests: string;
  documents: string;
  storageGb: string;
  planId: string;
}

/** A checkout the server started: its draft, the address of the code and the priced order. */
export interface StartedCheckout {
  checkoutId: string;
  email: string;
  workspaceName: string;
  priced: PricedOrder;
  /** The order as sent: Continue with the same order goes on with the same checkout. */
  orderKey: string;
}

export interface CheckoutState {
  source: CheckoutSource;
  details: CheckoutDetails;
  started?: StartedCheckout;
  /** When a code was last sent, and for which checkout: the resend cooldown counts from it. */
  codeSent?: { checkoutId: string; at: number };
  /** The checkout whose address the code confirmed (the token is under `ACCESS_TOKEN_KEY`). */
  confirmedCheckoutId?: string;
  /** Made once per checkout and kept: every try of the creation sends the same key. */
  idempotency?: { checkoutId: string; key: string };
  workspace?: { id: string; name: string };
}

/** The furthest step the kept state allows. */
export function reachedStep(state: CheckoutState): CheckoutStep {
  if (state.workspace) return "done";
  if (state.started && state.confirmedCheckoutId === state.started.checkoutId) return "create";
  if (state.started) return "code";
  return "details";
}

/** Usage a checkout kept before the details step asked for it counts as none. */
const USAGE_NOT_KEPT = { documents: "0", storageGb: "0" };

/** The kept checkout, if any. */
export function readCheckout(storage: KeptValues | null): CheckoutState | null {
  const kept = readKept<CheckoutState | null>(storage, CHECKOUT_STORAGE_KEY, null);
  return kept && typeof kept === "object" && kept.source && kept.details
    ? { ...kept, details: { ...USAGE_NOT_KEPT, ...kept.details } }
    : null;
}

export function keepCheckout(storage: KeptValues | null, state: CheckoutState): void {
  try {
    storage?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or refused: the checkout still works until the page is closed.
  }
}

/** What a checkout's address asks for, with the apps it buys. */
export interface RequestedCheckout {
  source: CheckoutSource;
  planId?: string;
  users?: string;
  guests?: string;
  documents?: string;
  storageGb?: string;
}

/**
 * What the address asks for: `?template=<id>` (`apps`: those bought beside it, each once, by the
 * name the cart gives it, else its id), `?plan=<id>` (`users`, `guests`, `documents`,
 * `storageGb`: the pricing calculator's), or the cart's apps.
 */
export function requestedSource(
  search: URLSearchParams,
  cart: readonly CartItem[],
): RequestedCheckout {
  const { templateId, appIds: named = [], planId, ...usage } = checkoutQueryOf(search);
  const names = new Map(cart.map((app) => [app.id, app.name]));
  const apps = templateId
    ? [...new Set(named)].map((id) => ({ id, name: names.get(id) ?? id }))
    : cart;
  const appIds = apps.map((app) => app.id);
  const source: CheckoutSource = {
    key: templateId
      ? `template:${templateId}${appIds.length > 0 ? `+${appIds.join(",")}` : ""}`
      : planId
        ? `plan:${planId}`
        : "cart",
    ...(templateId ? { templateId } : {}),
    appIds,
    appNames: apps.map((app) => app.name),
  };
  return { source, planId, ...usage };
}

/**
 * The checkout to show when a step's page opens. The details page with a new source (another
 * plan or template, or the cart after a finished checkout) starts afresh; otherwise the kept
 * checkout goes on, taking the cart's apps while it has not been started.
 */
export function openCheckout(
  kept: CheckoutState | null,
  requested: RequestedCheckout,
  onDetailsPage: boolean,
  defaultPlanId: string,
): CheckoutState {
  const { source } = requested;
  const explicit = source.key !== "cart";
  const keep =
    kept && !(onDetailsPage && (kept.workspace || (explicit && kept.source.key !== source.key)));
  if (keep) {
    if (onDetailsPage && !kept.source.templateId && !kept.started) {
      return {
        ...kept,
        source: { ...kept.source, appIds: source.appIds, appNames: source.appNames },
      };
    }
    return kept;
  }
  return {
    source,
    details: {
      company: "",
      workspaceName: "",
      yourName: "",
      email: "",
      users: requested.users ?? "5",
      guests: requested.guests ?? "0",
      documents: requested.documents ?? "0",
      storageGb: requested.storageGb ?? "0",
      planId: requested.planId ?? defaultPlanId,
    },
  };
}

/** A whole number typed in a field, or NaN (sent as null: the API names the field). */
function count(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** The order the details describe, as `project-checkout/verify` and `checkout/project` take it. */
export function orderOf({ source, details }: CheckoutState): ProjectOrderInput {
  return {
    workspaceName: details.workspaceName,
    email: details.email.trim(),
    // As typed: the domain trims them and leaves blank ones out.
    company: details.company,
    contactName: details.yourName,
    ...(source.templateId ? { templateId: source.templateId } : { planId: details.planId }),
    appIds: source.appIds,
    users: count(details.users),
    guests: count(details.guests),
    documents: count(details.documents),
    storageGb: count(details.storageGb),
  };
}
