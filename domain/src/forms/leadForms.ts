/**
 * The site's lead forms, by the name each sends as `formName`. The API accepts these names
 * only, so a lead always says which page and purpose it came from.
 */
export const LEAD_FORM_NAMES = [
  "interest",
  "contact",
  "implementer-sign-up",
  "partner-sign-up",
  "marketplace-partner-sign-up",
  "enterprise-demo",
  "startup-sign-up",
  "support-request",
] as const;
export type LeadFormName = (typeof LEAD_FORM_NAMES)[number];

/** Whether `name` is one of the site's lead forms. */
export function isLeadFormName(name: string): name is LeadFormName {
  return (LEAD_FORM_NAMES as readonly string[]).includes(name);
}

/**
 * The lead forms' trap field: hidden from people, so only a bot fills it in. The API answers
 * such a lead as it answers any other and does not store it.
 */
export const LEAD_FORM_HONEYPOT_FIELD = "website_url";
