import { describe, expect, it } from "vitest";
import {
  apiSettingsFromEnvironment,
  DEFAULT_LAUNCH_MAILS_PER_MINUTE,
  DEFAULT_SITE_URL,
} from "./apiSettings";

describe("the API's SITE_URL setting", () => {
  it("is the site's origin, without a trailing slash, and this machine's when unset", () => {
    expect(apiSettingsFromEnvironment({}).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(apiSettingsFromEnvironment({ SITE_URL: " " }).siteUrl).toBe("http://localhost:3000");
    expect(apiSettingsFromEnvironment({ SITE_URL: "https://www.example.com/" }).siteUrl).toBe(
      "https://www.example.com",
    );
    expect(apiSettingsFromEnvironment({ SITE_URL: "http://127.0.0.1:8080" }).siteUrl).toBe(
      "http://127.0.0.1:8080",
    );
  });

  it("stops the start, naming the setting, for anything but an http(s) origin", () => {
    for (const value of [
      "www.example.com",
      "ftp://example.com",
      "https://example.com/studio",
      "https://example.com?x=1",
      "https://example.com#top",
      "https://example.com?",
      "https://user:secret@example.com",
    ]) {
      expect(() => apiSettingsFromEnvironment({ SITE_URL: value }), value).toThrow(
        /^SITE_URL must be the site's public origin, such as https:\/\/www\.example\.com/u,
      );
    }
  });
});

describe("where mail goes without SMTP_URL", () => {
  it("is shown in the output only for a site at this machine's origin", () => {
    expect(apiSettingsFromEnvironment({}).mailShownInOutput).toBe(true);
    expect(
      apiSettingsFromEnvironment({ SITE_URL: "http://127.0.0.1:8080" }).mailShownInOutput,
    ).toBe(true);
    expect(
      apiSettingsFromEnvironment({ SITE_URL: "https://www.example.com" }).mailShownInOutput,
    ).toBe(false);
    expect(
      apiSettingsFromEnvironment({ SMTP_URL: "smtp://127.0.0.1:2525" }).mailShownInOutput,
    ).toBe(false);
  });
});

describe("the API's LAUNCH_MAILS_PER_MINUTE setting", () => {
  it("is a whole number of launch mails a minute, 60 when unset", () => {
    expect(apiSettingsFromEnvironment({}).launchMailsPerMinute).toBe(60);
    expect(DEFAULT_LAUNCH_MAILS_PER_MINUTE).toBe(60);
    expect(apiSettingsFromEnvironment({ LAUNCH_MAILS_PER_MINUTE: " " }).launchMailsPerMinute).toBe(
      60,
    );
    expect(
      apiSettingsFromEnvironment({ LAUNCH_MAILS_PER_MINUTE: "600" }).launchMailsPerMinute,
    ).toBe(600);
  });

  it("stops the start, naming the setting, for anything else", () => {
    for (const value of ["0", "-5", "1.5", "ten", "10001", "1e3"]) {
      expect(() => apiSettingsFromEnvironment({ LAUNCH_MAILS_PER_MINUTE: value }), value).toThrow(
        `LAUNCH_MAILS_PER_MINUTE must be a whole number from 1 to 10000, not "${value}".`,
      );
    }
  });
});
