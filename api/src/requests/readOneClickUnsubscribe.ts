import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "../apiError";
import { fieldsOf, readJsonBody } from "./readJsonBody";

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/iu;

/** What a mail client posts to unsubscribe with one click (RFC 8058). */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

/**
 * The body of an unsubscribe call: JSON as every call takes (`{ token }`, from the site's
 * page), or a mail client's one-click POST (RFC 8058): the form body `List-Unsubscribe=One-Click`
 * and the token in the query of the `List-Unsubscribe` address, no cookie. Either is checked
 * by `schema`, and refused with a 4xx saying what to change.
 */
export async function readOneClickUnsubscribe<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  if (!FORM_TYPE.test(c.req.header("content-type") ?? "")) return readJsonBody(c, schema);
  const form = new URLSearchParams(await c.req.text());
  if (form.get("List-Unsubscribe") !== "One-Click") {
    throw new ApiError(400, "invalid_request", "Some fields of the request are not valid.", {
      "List-Unsubscribe": [`A one-click unsubscribe posts the form body ${ONE_CLICK_BODY}`],
    });
  }
  const result = schema.safeParse({ token: c.req.query("token") });
  if (!result.success) {
    throw new ApiError(
      400,
      "invalid_request",
      "Some fields of the request are not valid.",
      fieldsOf(result.error),
    );
  }
  return result.data;
}
