/**
 * What the API reads from the environment, once, at start. Secrets never have defaults: an
 * unset `ADMIN_TOKEN` turns the lead inbox off; an unset `SMTP_URL` sends mail to the outbox
 * table instead.
 */
export interface ApiSettings {
  /** `ADMIN_TOKEN`: the bearer token of the lead inbox; `null` hides it (404). */
  adminToken: string | null;
  /** `SMTP_URL`: where mail is sent (`smtp://user:pass@host:587`); `null` keeps it in the outbox. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender of the API's mail. */
  mailFrom: string;
  /**
   * `TRUSTED_PROXY_HOPS`: how many proxies (load balancers) stand in front of the server and
   * append to `X-Forwarded-For`; 0 counts every request by its socket's address.
   */
  trustedProxyHops: number;
}

export const DEFAULT_MAIL_FROM = "Workcraft <no-reply@workcraft.example>";

/** The settings with nothing configured: no inbox, mail to the outbox. */
export const DEFAULT_API_SETTINGS: ApiSettings = {
  adminToken: null,
  smtpUrl: null,
  mailFrom: DEFAULT_MAIL_FROM,
  trustedProxyHops: 0,
};

const setting = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : null);

/** `TRUSTED_PROXY_HOPS` as a number; anything but a whole number from 0 to 10 stops the start. */
function proxyHops(value: string | undefined): number {
  const text = setting(value) ?? "0";
  const hops = Number(text);
  if (!/^\d+$/u.test(text) || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${text}".`);
  }
  return hops;
}

/** Reads the API's settings from `environment` (`process.env`). */
export function apiSettingsFromEnvironment(
  environment: Record<string, string | undefined>,
): ApiSettings {
  return {
    adminToken: setting(environment.ADMIN_TOKEN),
    smtpUrl: setting(environment.SMTP_URL),
    mailFrom: setting(environment.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    trustedProxyHops: proxyHops(environment.TRUSTED_PROXY_HOPS),
  };
}
