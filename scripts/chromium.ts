/** Debian's Chromium, the one browser every test and benchmark drives (none downloads its own). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The features Playwright turns off when it starts Chromium. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** Flags for headless Chromium on this machine: no sandbox as root, no network beyond loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  `--disable-features=${[
    // Chromium 156 preloads its address bar's two suggestion pop-ups, each a page of its own, in
    // every window it opens: in a headless run nobody types in an address bar, and with a window
    // per browser context the journeys and stories paid a renderer for each (about a third of
    // the browser's CPU time for a context that opens a small page).
    "WebUIOmniboxPopup",
    "WebUIOmniboxAimPopup",
    // Chromium reads only the last --disable-features, and Playwright passes its own list before
    // these flags: that list again (playwright-core 1.6x, chromiumSwitches), so none is lost.
    // e2e/chromiumFlags.test.ts fails when Playwright's list changes.
    ...PLAYWRIGHT_DISABLED_FEATURES,
  ].join(",")}`,
];
