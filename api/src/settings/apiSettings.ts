import { isLocalOrigin } from "@workcraft/domain/rules";

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
  /**
   * `SITE_URL`: the site's public origin (`https://www.example.com`), which links the API
   * e-mails (the Studio's sign-in links) point to. Never taken from a request's `Host`, which
   * its sender chooses.
   */
  siteUrl: string;
  /**
   * Whether mail is printed in the server's output (and kept in the outbox as delivered) rather
   * than kept unread: only with no `SMTP_URL` and a `SITE_URL` of this machine, so a person trying
   * the site on the default set-up reads their codes and sign-in links, and no deployment at a
   * public origin ever writes them to its logs.
   */
  mailShownInOutput: boolean;
  /**
   * `LAUNCH_MAILS_PER_MINUTE`: how many launch mails (`paced` ones) go out a minute, counted
   * across every server copy; codes and sign-in links never wait behind them.
   */
  launchMailsPerMinute: number;
}

export const DEFAULT_MAIL_FROM = "Workcraft <no-reply@workcraft.example>";

/** The site's origin when `SITE_URL` is not set: this machine, as the site's build assumes. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** Launch mails a minute when `LAUNCH_MAILS_PER_MINUTE` is not set. */
export const DEFAULT_LAUNCH_MAILS_PER_MINUTE = 60;

/** The settings with nothing configured: no inbox, mail to the outbox. */
export const DEFAULT_API_SETTINGS: ApiSettings = {
  adminToken: null,
  smtpUrl: null,
  mailFrom: DEFAULT_MAIL_FROM,
  trustedProxyHops: 0,
  siteUrl: DEFAULT_SITE_URL,
  mailShownInOutput: false,
  launchMailsPerMinute: DEFAULT_LAUNCH_MAILS_PER_MINUTE,
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

/** `LAUNCH_MAILS_PER_MINUTE` as a number; anything but a whole number from 1 to 10000 stops the start. */
function launchMailsPerMinute(value: string | undefined): number {
  const text = setting(value) ?? String(DEFAULT_LAUNCH_MAILS_PER_MINUTE);
  const perMinute = Number(text);
  if (!/^\d+$/u.test(text) || perMinute < 1 || perMinute > 10_000) {
    throw new Error(
      `LAUNCH_MAILS_PER_MINUTE must be a whole number from 1 to 10000, not "${text}".`,
    );
  }
  return perMinute;
}

/**
 * `SITE_URL` as an origin without a trailing slash; anything but an http(s) origin without a
 * path stops the start (the site's build checks the same setting by the same rule).
 */
function siteOrigin(value: string | undefined): string {
  const text = setting(value);
  if (text === null) return DEFAULT_SITE_URL;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  const isOrigin =
    url !== undefined &&
    (url.protocol === "https:" || url.protocol === "http:") &&
    !url.username &&
    !url.password &&
    url.pathname === "/" &&
    !url.search &&
    !url.hash &&
    !/[?#]$/u.test(text);
  if (!url || !isOrigin) {
    throw new Error(
      `SITE_URL must be the site's public origin, such as https://www.example.com, not "${text}".`,
    );
  }
  return url.origin;
}

/** Reads the API's settings from `environment` (`process.env`). */
export function apiSettingsFromEnvironment(
  environment: Record<string, string | undefined>,
): ApiSettings {
  const smtpUrl = setting(environment.SMTP_URL);
  const siteUrl = siteOrigin(environment.SITE_URL);
  return {
    adminToken: setting(environment.ADMIN_TOKEN),
    smtpUrl,
    mailFrom: setting(environment.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    trustedProxyHops: proxyHops(environment.TRUSTED_PROXY_HOPS),
    siteUrl,
    mailShownInOutput: smtpUrl === null && isLocalOrigin(siteUrl),
    launchMailsPerMinute: launchMailsPerMinute(environment.LAUNCH_MAILS_PER_MINUTE),
  };
}
