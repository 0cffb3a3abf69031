import { z } from "zod";

/*
 * What search engines need to know of a job beyond what its page shows: when it was posted and
 * until when it takes applications, the kind of contract, where the work is done and the pay.
 * A job page's header shows the same facts as text for people.
 */

/** Google's kinds of employment, as a job posting names them. */
export const employmentTypes = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
] as const;

/** What a salary is paid per. */
export const salaryUnits = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;

const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** Codes the region names know that are no country: unknown, unions, the UK's reserved code. */
const NOT_COUNTRIES = new Set(["ZZ", "EU", "EZ", "UN", "UK"]);

/** A country's English name from its ISO 3166-1 code (`DE`: Germany), if it is one. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/u.test(code) || NOT_COUNTRIES.has(code)) return undefined;
  const name = countryNames.of(code);
  return name && name !== code ? name : undefined;
}

const countryCode = z
  .string()
  .refine(
    (code) => countryName(code) !== undefined,
    "Use an ISO 3166-1 country code, such as US or DE",
  )
  .describe("An ISO 3166-1 country code: US, DE, GB.");

export const jobLocationSchema = z
  .discriminatedUnion("type", [
    z
      .object({
        type: z.literal("remote").describe("Work from anywhere in the countries listed."),
        applicantCountries: z
          .array(countryCode)
          .min(1)
          .describe("The countries applicants may live and work from."),
      })
      .strict(),
    z
      .object({
        type: z.literal("office").describe("Work at this address."),
        streetAddress: z.string().min(1).optional(),
        locality: z.string().min(1).describe("The city."),
        region: z.string().min(1).optional().describe("The state or region, where it has one."),
        postalCode: z.string().min(1).optional(),
        country: countryCode,
      })
      .strict(),
  ])
  .describe("Where the work is done: remote from some countries, or at an office.");

export const jobPostingSchema = z
  .object({
    datePosted: z.iso.date().describe("The day the job was first published, YYYY-MM-DD."),
    validThrough: z.iso
      .date()
      .describe(
        "The last day applications are taken, YYYY-MM-DD; search engines drop the posting after it.",
      ),
    employmentType: z.enum(employmentTypes).describe("The kind of contract: FULL_TIME, PART_TIME…"),
    location: jobLocationSchema,
    salary: z
      .object({
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/u, "Use an ISO 4217 currency code, such as USD")
          .describe("ISO 4217 currency code: USD, EUR."),
        min: z.number().positive().describe("The lowest pay of the range, or the pay."),
        max: z.number().positive().optional().describe("The highest pay of the range."),
        per: z.enum(salaryUnits).describe("What the amounts are paid per: YEAR, MONTH, HOUR…"),
      })
      .strict()
      .refine((salary) => salary.max === undefined || salary.max >= salary.min, {
        path: ["max"],
        message: "The highest pay must not be below the lowest",
      })
      .optional()
      .describe("The pay, as the job's page states it."),
  })
  .strict()
  .refine((job) => job.validThrough > job.datePosted, {
    path: ["validThrough"],
    message: "The last day of applications must come after the day the job was posted",
  })
  .describe("A job's facts for search engines (its posting in Google's job search).");

export type JobPosting = z.output<typeof jobPostingSchema>;
export type JobLocation = z.output<typeof jobLocationSchema>;
