import { describeApiFailureIn } from "../api/apiFailureText";
import {
  DEFAULT_LOCALE,
  ONE_TIME_CODE_SEND_LIMITS,
  workspaceNameProblem,
  WORKSPACE_NAME_LENGTH,
  type PricedOrder,
  type SiteLocale,
} from "@workcraft/domain/rules";
import type { ShellText } from "../i18n/shellText";
import { makeAutoObservable, runInAction } from "mobx";
import { ACCESS_TOKEN_KEY, ApiCallError, callApi, describeApiFailure } from "../api/apiClient";
import {
  keepCheckout,
  openCheckout,
  orderOf,
  reachedStep,
  readCheckout,
  requestedSource,
  type CheckoutDetails,
  type CheckoutState,
  type CheckoutStep,
} from "./checkoutState";
import { newIdempotencyKey } from "./idempotencyKey";
import { LatestRequest } from "../refresh/latestRequest";
import type { KeptValues } from "./browserStorage";
import type { CartStore } from "./CartStore";

/** Where a visit of the checkout's pages began: the step's address and the plan to offer first. */
export interface CheckoutAddress {
  step: CheckoutStep;
  /** The address's query, `?plan=…` or `?template=…`. */
  search: string;
  defaultPlanId: string;
}

/** The order as the server last checked it: its price, or its problems by field. */
export interface OrderCheck {
  /** The order checked (as `orderOf`, in JSON). */
  key: string;
  priced: PricedOrder | null;
  problems: Record<string, string[]>;
}

/** How a call the visitor made ended: on, or a failure in words (and the problems by field). */
export type CheckoutOutcome =
  { ok: true } | { ok: false; message: string; problems: Record<string, string[]>; status: number };

/** How long typing pauses before the order is checked again. */
export const ORDER_CHECK_SETTLE_MS = 400;

/** How long after a code another may be asked for: the API sends one a minute per address. */
export const RESEND_COOLDOWN_MS = ONE_TIME_CODE_SEND_LIMITS.perMinute.windowSeconds * 1000;

/** Tries of a creation the server says is still running (409) before telling the visitor. */
const STILL_RUNNING_TRIES = 5;

/** The order's fields the details step names otherwise. */
const DETAIL_OF_ORDER_FIELD: Record<string, string> = { contactName: "yourName" };

/** `data.workspaceName` (or `data.appIds.0`) as the field it names on the details step. */
function fieldOf(key: string): string {
  const field = key.replace(/^data\./, "").split(".")[0] ?? key;
  return DETAIL_OF_ORDER_FIELD[field] ?? field;
}

/** A failed call in the visitor's words: the page's locale, or English before it is known. */
const failureText = (error: unknown, text: ShellText | null) =>
  text ? describeApiFailureIn(text, error) : describeApiFailure(error);

/** A failed call as the visitor is told it: in words, the problems by field, the status. */
function failureOf(
  error: unknown,
  text: ShellText | null,
): Extract<CheckoutOutcome, { ok: false }> {
  const problems: Record<string, string[]> = {};
  if (error instanceof ApiCallError) {
    for (const [key, messages] of Object.entries(error.fields)) {
      (problems[fieldOf(key)] ??= []).push(...messages);
    }
  }
  const status =
    error instanceof ApiCallError && error.failure.kind === "http" ? error.failure.status : 0;
  return { ok: false, message: failureText(error, text), problems, status };
}

const wait = (seconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

type Change = (state: CheckoutState) => CheckoutState;

/**
 * The project checkout in progress: kept in local storage at every change (before any
 * navigation, so the next step's address sees it), and going through the API's steps: the
 * order checked as the visitor types, started, the e-mailed code, the workspace created once.
 * Its apps are the cart's, read through the cart's store. Its code loads with the checkout's
 * pages only (`loadCheckoutFrame`).
 */
export class CheckoutStore {
  /** The checkout of this visit, once opened in the browser; null before and on the server. */
  state: CheckoutState | null = null;
  /** The order as the server last checked it. */
  checked: OrderCheck = { key: "", priced: null, problems: {} };
  /** Changes made before the checkout was opened: applied to it as it opens. */
  private early: Change[] = [];
  private readonly orderChecks = new LatestRequest<PricedOrder>();

  constructor(
    private readonly cart: CartStore,
    private readonly storage: KeptValues | null,
    /** The API's origin: the page's own, or a test server's. */
    private readonly origin = "",
  ) {
    makeAutoObservable<CheckoutStore, "cart" | "storage" | "origin" | "orderChecks" | "early">(
      this,
      { cart: false, storage: false, origin: false, orderChecks: false, early: false },
      { autoBind: true },
    );
  }

  /**
   * The checkout as the address alone asks for it, with no storage and no cart: what the server
   * renders and the browser hydrates (the details step, so the served page has its form; the
   * later steps need the visitor's kept checkout, so none).
   */
  addressed({ step, search, defaultPlanId }: CheckoutAddress): CheckoutState | null {
    if (step !== "details") return null;
    return openCheckout(
      null,
      requestedSource(new URLSearchParams(search), []),
      true,
      defaultPlanId,
    );
  }

  /**
   * Opens the checkout as a visit of its pages begins, in the browser: the kept one goes on
   * (taking the cart's apps while it has not started), or a new source on the details page
   * starts afresh; changes made before (typing before the page's script ran) apply to it.
   */
  open({ step, search, defaultPlanId }: CheckoutAddress): void {
    // The cart as kept: the checkout may open as its page hydrates, before the cart's own restore.
    this.cart.restore();
    const requested = requestedSource(new URLSearchParams(search), this.cart.items);
    const opened = openCheckout(
      readCheckout(this.storage),
      requested,
      step === "details",
      defaultPlanId,
    );
    this.checked = { key: "", priced: opened.started?.priced ?? null, problems: {} };
    this.keep(this.early.reduce((state, change) => change(state), opened));
    this.early = [];
  }

  /** Changes the checkout and keeps it at once (or, before it opened, as it opens). */
  update(change: Change): void {
    if (this.state) this.keep(change(this.state));
    else this.early.push(change);
  }

  /** The furthest step the checkout has reached; null before it opened. */
  get reached(): CheckoutStep | null {
    return this.state ? reachedStep(this.state) : null;
  }

  /** The details step's fields as typed. */
  changeDetails(typed: Partial<CheckoutDetails>): void {
    this.update((before) => ({ ...before, details: { ...before.details, ...typed } }));
  }

  /** The order the details describe, in JSON: what a check or a start sends. */
  get orderKey(): string {
    return this.state ? JSON.stringify(orderOf(this.state)) : "";
  }

  /**
   * Whether the order can be checked: once it names its workspace and whom to e-mail. Before
   * that there is nothing to ask the API (whose answer would only be that these are missing).
   */
  get checkable(): boolean {
    const details = this.state?.details;
    return !!details && details.workspaceName.trim() !== "" && details.email.trim() !== "";
  }

  /** Whether the order shown waits for its check. */
  get checking(): boolean {
    return this.checkable && this.checked.key !== this.orderKey;
  }

  /**
   * What stands for the order shown: its last check, or, before it can be checked, only what
   * Continue was answered for this very order (else the started checkout's price).
   */
  get currentCheck(): OrderCheck {
    if (this.checkable || this.checked.key === this.orderKey) return this.checked;
    return { key: this.orderKey, priced: this.state?.started?.priced ?? null, problems: {} };
  }

  /** The page's locale, which the API words its answers in: none before the page's text is known. */
  private pageLocale(): { locale?: SiteLocale } {
    const locale = this.cart.shellText?.locale;
    return locale ? { locale } : {};
  }

  /**
   * The problems of each field: the API's, and the workspace name's own rule (the domain's) at
   * once, since the API checks the order's rules only once its fields are well formed.
   */
  get problems(): Record<string, string[]> {
    const { problems } = this.currentCheck;
    if (problems.workspaceName) return problems;
    const nameProblem = workspaceNameProblem(this.state?.details.workspaceName ?? "");
    if (!nameProblem) return problems;
    // The rule's words in the page's locale (the API says them so too, as it checks the order).
    const text = this.cart.shellText;
    const said =
      text && text.locale !== DEFAULT_LOCALE
        ? text.format("checkout.problem.workspaceName", {
            min: String(WORKSPACE_NAME_LENGTH.min),
            max: String(WORKSPACE_NAME_LENGTH.max),
          })
        : nameProblem;
    return { ...problems, workspaceName: [said] };
  }

  /**
   * Checks the order (`project-checkout/verify`) once typing has settled, if it can be checked;
   * an answer for an order since changed is never shown. Returns what stops the wait and the
   * request (the order changed again, or the step closed).
   */
  checkWhenSettled(): () => void {
    this.orderChecks.stop();
    if (!this.checkable) return () => {};
    const timer = setTimeout(() => {
      if (!this.state) return;
      const order = orderOf(this.state);
      const key = JSON.stringify(order);
      this.orderChecks.start(
        (signal) =>
          callApi(
            "project-checkout/verify",
            { data: order, ...this.pageLocale() },
            { origin: this.origin, signal },
          ),
        (settled) =>
          runInAction(() => {
            this.checked = settled.ok
              ? { key, priced: settled.value, problems: {} }
              : {
                  key,
                  priced: null,
                  problems: failureOf(settled.error, this.cart.shellText).problems,
                };
          }),
      );
    }, ORDER_CHECK_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      this.orderChecks.stop();
    };
  }

  /**
   * Continue: starts the checkout (`checkout/project`), whose code the next step e-mails. The
   * same order as started goes on with the same checkout. A refusal with problems by field
   * shows them as the order's check.
   */
  async start(): Promise<CheckoutOutcome> {
    const state = this.state;
    if (!state) return failureOf(null, this.cart.shellText);
    const orderKey = this.orderKey;
    if (state.started?.orderKey === orderKey) return { ok: true };
    this.orderChecks.stop();
    const order = orderOf(state);
    try {
      const { checkoutId, ...priced } = await callApi(
        "checkout/project",
        { data: order, ...this.pageLocale() },
        { origin: this.origin },
      );
      this.update((before) => ({
        ...before,
        started: {
          checkoutId,
          email: order.email,
          workspaceName: order.workspaceName.trim(),
          priced,
          orderKey,
        },
        codeSent: undefined,
        confirmedCheckoutId: undefined,
        idempotency: undefined,
      }));
      return { ok: true };
    } catch (error) {
      const failure = failureOf(error, this.cart.shellText);
      if (Object.keys(failure.problems).length > 0) {
        runInAction(() => {
          this.checked = { key: orderKey, priced: null, problems: failure.problems };
        });
      }
      return failure;
    }
  }

  /** When the started checkout's code was last sent (0: not yet). */
  get codeSentAt(): number {
    const { started, codeSent } = this.state ?? {};
    return started && codeSent?.checkoutId === started.checkoutId ? codeSent.at : 0;
  }

  /**
   * E-mails a code for the started checkout (`otp/send`). Answers the API's message, or the
   * failure with how long the API asks to wait (`Retry-After`).
   */
  async sendCode(): Promise<
    { ok: true; message: string } | { ok: false; message: string; retryAfterSeconds?: number }
  > {
    const started = this.state?.started;
    if (!started) {
      return { ok: false, message: failureText(null, this.cart.shellText) };
    }
    const { checkoutId, email } = started;
    try {
      // The code's e-mail comes in the page's locale.
      const answer = await callApi(
        "otp/send",
        { email, checkoutId, ...this.pageLocale() },
        { origin: this.origin },
      );
      const at = Date.now();
      this.update((before) => ({ ...before, codeSent: { checkoutId, at } }));
      return { ok: true, message: answer.message };
    } catch (error) {
      const retryAfterSeconds =
        error instanceof ApiCallError && error.failure.kind === "http"
          ? error.failure.retryAfterSeconds
          : undefined;
      const message = failureText(error, this.cart.shellText);
      return { ok: false, message, retryAfterSeconds };
    }
  }

  /**
   * Checks the e-mailed code (`otp/check`): a right one gives the access token creating the
   * workspace needs, kept in local storage, and confirms the checkout's address.
   */
  async confirmCode(code: string): Promise<CheckoutOutcome> {
    const started = this.state?.started;
    if (!started) return failureOf(null, this.cart.shellText);
    const { checkoutId, email } = started;
    try {
      const { accessToken } = await callApi(
        "otp/check",
        { email, checkoutId, code },
        { origin: this.origin },
      );
      try {
        this.storage?.setItem(ACCESS_TOKEN_KEY, accessToken);
      } catch {
        // Without storage the token cannot be kept; creating the workspace will ask again.
      }
      this.update((before) => ({ ...before, confirmedCheckoutId: checkoutId }));
      return { ok: true };
    } catch (error) {
      return failureOf(error, this.cart.shellText);
    }
  }

  /** The creation's `Idempotency-Key`: made once per checkout and kept (null until made). */
  get idempotencyKey(): string | null {
    const { started, idempotency } = this.state ?? {};
    return started && idempotency?.checkoutId === started.checkoutId ? idempotency.key : null;
  }

  /** Makes the creation's key, unless the started checkout has one. */
  keepIdempotencyKey(): void {
    const started = this.state?.started;
    if (!started || this.idempotencyKey) return;
    const key = newIdempotencyKey();
    this.update((before) => ({ ...before, idempotency: { checkoutId: started.checkoutId, key } }));
  }

  /**
   * Creates the workspace (`project-checkout/execute`) with the kept key, so a second click, a
   * retry after a failure or a reload creates one workspace whatever happens. While the server
   * says a creation with that key still runs (409), it asks again after the wait it names.
   */
  async create(): Promise<CheckoutOutcome> {
    const started = this.state?.started;
    const key = this.idempotencyKey;
    if (!started || !key) return failureOf(null, this.cart.shellText);
    try {
      for (let tries = 1; ; tries += 1) {
        try {
          const { workspace } = await callApi(
            "project-checkout/execute",
            { data: { checkoutId: started.checkoutId } },
            { headers: { "Idempotency-Key": key }, origin: this.origin },
          );
          this.update((before) => ({
            ...before,
            workspace: { id: workspace.id, name: workspace.name },
          }));
          return { ok: true };
        } catch (error) {
          const stillRunning =
            error instanceof ApiCallError &&
            error.failure.kind === "http" &&
            error.failure.status === 409;
          if (!stillRunning || tries >= STILL_RUNNING_TRIES) throw error;
          await wait((error.failure.kind === "http" && error.failure.retryAfterSeconds) || 1);
        }
      }
    } catch (error) {
      return failureOf(error, this.cart.shellText);
    }
  }

  /** The workspace is made: a checkout of the cart's apps empties the cart (they are in it now). */
  finish(): void {
    if (this.state?.workspace && !this.state.source.templateId) this.cart.clear();
  }

  private keep(state: CheckoutState): void {
    this.state = state;
    keepCheckout(this.storage, state);
  }
}
