import { z } from "zod";
import type { OrderLine, PricedOrder } from "./priceProjectOrder";

const centsSchema = z.number().int();

/** One line of a priced order, as the API sends it. */
export const orderLineSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  quantity: z.number().nonnegative(),
  unitCents: centsSchema,
  monthlyCents: centsSchema,
}) satisfies z.ZodType<OrderLine>;

/** An order priced by the server, as the API sends it. */
export const pricedOrderSchema = z.object({
  lines: z.array(orderLineSchema),
  monthlyCents: centsSchema,
  yearlyCents: centsSchema,
  currency: z.string().length(3),
}) satisfies z.ZodType<PricedOrder>;
