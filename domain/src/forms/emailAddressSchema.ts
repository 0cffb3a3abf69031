import { z } from "zod";
import {
  EMAIL_ADDRESS_MESSAGE,
  EMAIL_ADDRESS_MISSING_MESSAGE,
  EMAIL_ADDRESS_PATTERN,
} from "./emailAddress";

/** An e-mail address, trimmed and lower-cased so one address is one registration. */
export const emailAddressSchema = z
  .string({ error: EMAIL_ADDRESS_MISSING_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ pattern: EMAIL_ADDRESS_PATTERN, error: EMAIL_ADDRESS_MESSAGE }));
