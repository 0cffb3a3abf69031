/** Debian's Chromium, the one browser the benchmarks drive (no tool downloads its own). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags known to work on this machine: headless, no sandbox as root, no traffic but loopback. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

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
