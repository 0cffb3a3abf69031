import { createId } from "@workcraft/domain/rules";
import { executeCheckoutCall, startCheckoutCall, verifyCheckoutCall } from "@workcraft/domain/api";
import { requireAccessToken } from "../checkout/accessTokens";
import { checkAndPriceOrder } from "../checkout/checkoutOrders";
import { createWorkspace } from "../checkout/createWorkspace";
import { checkouts } from "../database/schema";
import { idempotencyKeyOf, onceForKey } from "../requests/idempotency";
import { clientAddress, takeFromLimit, type RateLimit } from "../requests/rateLimit";
import { countGoal } from "../experiments/goalConversions";
import { defineEndpoint } from "./endpoint";

/** Checkouts one address may start: plenty for a person, few for a script. */
export const CHECKOUT_LIMIT: RateLimit = { max: 30, windowSeconds: 10 * 60 };

/**
 * `project-checkout/verify`: checks an order with the domain's rules and the workspaces that
 * exist, and prices it. Answers the priced order, or 422 naming each problem under its field, in
 * the words of the page's locale.
 */
export const verifyCheckout = defineEndpoint(
  verifyCheckoutCall,
  "anyone",
  async ({ data, locale }, { database }) => ({
    valid: true as const,
    ...(await checkAndPriceOrder(database.db, data, locale)),
  }),
);

/**
 * `checkout/project`: starts the checkout of a valid order as a draft, priced by the server
 * alone. Answers the draft's id and its priced lines; the next step is `otp/send`.
 */
export const startCheckout = defineEndpoint(
  startCheckoutCall,
  "anyone",
  async ({ data, locale }, { database, http }) => {
    await takeFromLimit(
      database.db,
      http,
      `checkout:address:${clientAddress(http)}`,
      CHECKOUT_LIMIT,
    );
    const priced = await checkAndPriceOrder(database.db, data, locale);
    const checkoutId = createId();
    await database.db
      .insert(checkouts)
      .values({ id: checkoutId, email: data.email, order: data, priced });
    return { checkoutId, ...priced };
  },
);

/**
 * `project-checkout/execute`: creates the workspace of a checkout whose address was confirmed
 * (`X-Auth-Token`, 401 without), once per `Idempotency-Key` (see `onceForKey`).
 */
export const executeCheckout = defineEndpoint(
  executeCheckoutCall,
  "anyone",
  async ({ data: { checkoutId } }, { database, http }) => {
    await requireAccessToken(database.db, http, checkoutId);
    const key = idempotencyKeyOf(http);
    // The body as sent, fields the schema drops included: another body is another request.
    const body: unknown = JSON.parse(await http.req.text());
    const answer = await onceForKey(
      database.db,
      http,
      { scope: executeCheckoutCall.path, key, body, answer: executeCheckoutCall.response },
      () => createWorkspace(database.db, checkoutId),
    );
    // A completed checkout is its visitor's conversion (once, whatever is retried).
    await countGoal(database.db, http, { kind: "checkout" });
    return answer;
  },
);
