import { STUDIO_SIGN_IN_LINK_VALID_MINUTES, STUDIO_SIGN_IN_PATH } from "@workcraft/domain/rules";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioSignInLinks } from "../database/schema";
import type { MailMessage } from "../mail/mailer";
import { randomSecret, sha256 } from "../security/secrets";

/**
 * Makes a sign-in link's token for a person: 32 random bytes, of which only the SHA-256 is
 * kept, valid {@link STUDIO_SIGN_IN_LINK_VALID_MINUTES} minutes. The person's older links still
 * unspent are spent: only the newest link mailed signs in, so an older mail read by someone
 * else is worth nothing. Returns the token, to e-mail.
 */
export async function issueStudioSignInLink(db: AppDatabase, personId: string): Promise<string> {
  await spendStudioSignInLinksOf(db, personId);
  const token = randomSecret(32);
  await db.insert(studioSignInLinks).values({
    tokenHash: sha256(token),
    personId,
    expiresAt: sql`now() + make_interval(mins => ${STUDIO_SIGN_IN_LINK_VALID_MINUTES})`,
  });
  return token;
}

/**
 * Spends every unspent link of a person, as a newer link does and as turning their access off
 * does: none of them signs in after, whatever becomes of the person.
 */
export async function spendStudioSignInLinksOf(db: AppDatabase, personId: string): Promise<void> {
  await db
    .update(studioSignInLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(studioSignInLinks.personId, personId), isNull(studioSignInLinks.usedAt)));
}

/** The address of the Studio's sign-in page carrying `token`, on the site's public origin. */
export function studioSignInUrl(siteUrl: string, token: string): string {
  const url = new URL(STUDIO_SIGN_IN_PATH, siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}

/** The e-mail that carries a sign-in link. */
export function studioSignInMail(to: string, name: string | null, url: string): MailMessage {
  return {
    to,
    subject: "Your Workcraft Studio sign-in link",
    text: [
      `${name ? `Hello ${name},` : "Hello,"}`,
      "",
      "Open this link to sign in to the Workcraft Studio:",
      "",
      url,
      "",
      `It is valid for ${STUDIO_SIGN_IN_LINK_VALID_MINUTES} minutes and signs you in once.`,
      "If you did not ask to sign in, ignore this e-mail: nothing happens without the link.",
    ].join("\n"),
  };
}

const askAgain = "Ask for a new sign-in link.";

/**
 * Spends a sign-in link: the one of `token`, unexpired and never opened before. Returns its
 * person's id. The link is marked used by the same statement that checks it is unused, so two
 * opens at once sign in once.
 */
export async function spendStudioSignInLink(db: AppDatabase, token: string): Promise<string> {
  const tokenHash = sha256(token);
  const [link] = await db
    .select({
      personId: studioSignInLinks.personId,
      used: sql<boolean>`${studioSignInLinks.usedAt} is not null`,
      expired: sql<boolean>`${studioSignInLinks.expiresAt} <= now()`,
    })
    .from(studioSignInLinks)
    .where(eq(studioSignInLinks.tokenHash, tokenHash));
  if (!link) {
    throw new ApiError(400, "sign_in_link_unknown", `This sign-in link is not valid. ${askAgain}`);
  }
  const used = () =>
    new ApiError(
      400,
      "sign_in_link_used",
      `This sign-in link has been used already, or a newer link replaced it: each link signs in once. ${askAgain}`,
    );
  if (link.used) throw used();
  if (link.expired) {
    throw new ApiError(
      400,
      "sign_in_link_expired",
      `This sign-in link has expired: links last ${STUDIO_SIGN_IN_LINK_VALID_MINUTES} minutes. ${askAgain}`,
    );
  }
  const [spent] = await db
    .update(studioSignInLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(studioSignInLinks.tokenHash, tokenHash), isNull(studioSignInLinks.usedAt)))
    .returning({ personId: studioSignInLinks.personId });
  if (!spent) throw used();
  return spent.personId;
}
