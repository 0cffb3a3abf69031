import { ACCESS_TOKEN_VALID_HOURS } from "@workcraft/domain/rules";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { accessTokens } from "../database/schema";
import { randomSecret, sha256 } from "../security/secrets";

/** The header the browser sends the access token in (spec, section 6). */
export const AUTH_TOKEN_HEADER = "X-Auth-Token";

/** A new access token for a checkout whose address was confirmed; only its hash is stored. */
export async function issueAccessToken(
  db: AppDatabase,
  checkoutId: string,
): Promise<{ accessToken: string; expiresAt: string }> {
  const accessToken = randomSecret(32);
  const [stored] = await db
    .insert(accessTokens)
    .values({
      tokenHash: sha256(accessToken),
      checkoutId,
      expiresAt: sql`now() + make_interval(hours => ${ACCESS_TOKEN_VALID_HOURS})`,
    })
    .returning({ expiresAt: accessTokens.expiresAt });
  return { accessToken, expiresAt: stored!.expiresAt.toISOString() };
}

/**
 * Refuses (401) a request whose `X-Auth-Token` is missing, unknown, expired or given for
 * another checkout. The token is looked up by its hash, so its check takes no time that
 * depends on how much of it is right.
 */
export async function requireAccessToken(
  db: AppDatabase,
  c: Context,
  checkoutId: string,
): Promise<void> {
  const token = c.req.header(AUTH_TOKEN_HEADER);
  if (!token) {
    throw new ApiError(
      401,
      "auth_required",
      `Confirm your e-mail address first: check the code from the e-mail (otp/check) and send the token it gives in ${AUTH_TOKEN_HEADER}.`,
    );
  }
  const [valid] = await db
    .select({ checkoutId: accessTokens.checkoutId })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, sha256(token)),
        eq(accessTokens.checkoutId, checkoutId),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!valid) {
    throw new ApiError(
      401,
      "auth_invalid",
      "Your confirmation has expired or is for another checkout. Ask for a new code.",
    );
  }
}
