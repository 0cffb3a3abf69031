import {
  DEFAULT_LOCALE,
  ONE_TIME_CODE_LENGTH,
  ONE_TIME_CODE_MAX_TRIES,
  ONE_TIME_CODE_VALID_MINUTES,
  type SiteLocale,
} from "@workcraft/domain/rules";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { oneTimeCodes } from "../database/schema";
import type { MailMessage } from "../mail/mailer";
import { randomDigits, randomSecret, sameSecret, saltedHash } from "../security/secrets";
import { ONE_TIME_CODE_MAIL_TEXT } from "./oneTimeCodeMailText";

/** The e-mail that carries a code, in the visitor's locale (English unless told). */
export function oneTimeCodeMail(
  to: string,
  code: string,
  workspaceName: string,
  locale: SiteLocale = DEFAULT_LOCALE,
): MailMessage {
  const words = ONE_TIME_CODE_MAIL_TEXT[locale];
  const [intro = "", ...after] = words.lines(workspaceName);
  return {
    to,
    subject: words.subject(code),
    text: [intro, "", code, "", ...after].join("\n"),
  };
}

/**
 * Makes a new code for a checkout and address, keeping only its salted hash; any earlier code
 * of the checkout can no longer be used. Returns the code, to e-mail.
 */
export async function issueOneTimeCode(
  db: AppDatabase,
  checkoutId: string,
  email: string,
): Promise<string> {
  const code = randomDigits(ONE_TIME_CODE_LENGTH);
  const salt = randomSecret(16);
  await db
    .update(oneTimeCodes)
    .set({ spentAt: sql`now()` })
    .where(and(eq(oneTimeCodes.checkoutId, checkoutId), isNull(oneTimeCodes.spentAt)));
  await db.insert(oneTimeCodes).values({
    checkoutId,
    email,
    salt,
    codeHash: saltedHash(`${checkoutId}:${code}`, salt),
    expiresAt: sql`now() + make_interval(mins => ${ONE_TIME_CODE_VALID_MINUTES})`,
  });
  return code;
}

const invalid = () =>
  new ApiError(
    400,
    "code_invalid",
    "This code is not valid for this checkout. Ask for a new code.",
  );

const dead = () =>
  new ApiError(
    429,
    "code_locked",
    `That was the last of ${ONE_TIME_CODE_MAX_TRIES} tries for this code. Ask for a new code.`,
  );

/**
 * Checks a code: the newest live one of the checkout and address, unexpired, with tries left.
 * Each check takes a try before the code is compared, so no number of checks at once gets more
 * than {@link ONE_TIME_CODE_MAX_TRIES}; the last wrong one kills the code (429). A right code is
 * spent at once, so it passes one check only.
 */
export async function checkOneTimeCode(
  db: AppDatabase,
  checkoutId: string,
  email: string,
  code: string,
): Promise<void> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.checkoutId, checkoutId),
        eq(oneTimeCodes.email, email),
        isNull(oneTimeCodes.spentAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!live) throw invalid();

  const [tried] = await db
    .update(oneTimeCodes)
    .set({ tries: sql`${oneTimeCodes.tries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, live.id),
        isNull(oneTimeCodes.spentAt),
        lt(oneTimeCodes.tries, ONE_TIME_CODE_MAX_TRIES),
      ),
    )
    .returning({
      tries: oneTimeCodes.tries,
      expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()`,
    });
  if (!tried) throw live.tries >= ONE_TIME_CODE_MAX_TRIES ? dead() : invalid();
  if (tried.expired) {
    throw new ApiError(400, "code_expired", "This code has expired. Ask for a new code.");
  }

  if (!sameSecret(saltedHash(`${checkoutId}:${code}`, live.salt), live.codeHash)) {
    const left = ONE_TIME_CODE_MAX_TRIES - tried.tries;
    if (left <= 0) throw dead();
    throw new ApiError(
      400,
      "code_wrong",
      `That code is not right. ${left === 1 ? "One try is" : `${left} tries are`} left.`,
      { code: ["That code is not right."] },
    );
  }

  const [spent] = await db
    .update(oneTimeCodes)
    .set({ spentAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.spentAt)))
    .returning({ id: oneTimeCodes.id });
  if (!spent) throw invalid();
}
