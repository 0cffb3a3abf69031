import type { CDPSession } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";

export { chromiumPath };

/** The tests' Chromium flags, headless (Lighthouse and chrome-launcher start the browser). */
export const chromiumFlags = ["--headless", ...chromiumArgs];

/**
 * Lighthouse's mobile preset: a slow 4G connection (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) and a phone CPU four times slower than this machine's.
 */
export const MOBILE_THROTTLING = {
  rttMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

/**
 * Applies {@link MOBILE_THROTTLING} to a page through its DevTools session; `cpuSlowdown` instead
 * of its 4x for a phone as slow as on a slower day of this machine (`slowestDayFactor`).
 */
export async function throttleLikeAPhone(
  cdp: CDPSession,
  cpuSlowdown: number = MOBILE_THROTTLING.cpuSlowdown,
): Promise<void> {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE_THROTTLING.rttMs,
    downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}
