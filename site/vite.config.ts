import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { siteUrlFrom } from "./app/config/siteUrl.ts";
import { buildAssetsPlugin } from "./build-tools/buildAssetsPlugin.ts";
import { contentPlugin } from "./build-tools/contentPlugin.ts";
import { devApi } from "./build-tools/devApi.ts";
import { messageCataloguesPlugin } from "./build-tools/messageCataloguesPlugin.ts";
import { routerProductionBuild } from "./build-tools/routerProductionBuild.ts";

// The site's public origin (`SITE_URL`), checked before anything is built: a bad value stops
// the build with a message naming the variable.
const siteUrl = siteUrlFrom(process.env.SITE_URL);

/** The app's start (it hydrates the page), by its module's path. */
const APP_START = /[\\/]app[\\/]entry\.client\.tsx$/;

/**
 * What only some pages show, kept out of the files every page loads: the cart's, the
 * checkout's, the Studio's and a launch notice's routes (each in a file of its own), the cart's
 * view and the price summary, which a template's details block also shows (in a file the two
 * share), and a vote's and a launch notice's parts: the votes' store and the vote button, which
 * the roadmap's view and a coming-soon app's vote share (in a file of their own), the pages a
 * launch notice's mails link to and the form after a vote.
 */
const NOT_ON_EVERY_PAGE =
  /[\\/](site[\\/]app[\\/](cart[\\/](CartView|cartTotals|priceSummaryLabels)|launchNotices[\\/]|stores[\\/]VotesStore\.|routes[\\/](cart|checkout|studio|launchNotice\w+)\.tsx?)|design-system[\\/]src[\\/]commerce[\\/](PriceSummary|VoteButton)[\\/]|domain[\\/]src[\\/]pricing[\\/](templatePricing|appsBesideTemplate)\.)/;

/** A part of a locale's messages: a file of its own, which only that locale's pages load. */
const MESSAGE_PART = /virtual:workcraft-messages\//;

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    contentPlugin(),
    buildAssetsPlugin(),
    messageCataloguesPlugin({ shortIds: true }),
    routerProductionBuild(),
    reactRouter(),
    devApi({ dataDir: resolve(process.env.DATA_DIR ?? ".data", "pglite") }),
  ],
  envPrefix: ["VITE_"],
  define: {
    // The public origin every absolute URL of the pages points to (canonical links, share
    // images, structured data, sitemap, robots.txt); the build records it for the server.
    "import.meta.env.VITE_SITE_URL": JSON.stringify(siteUrl),
    // The footer's copyright year, the same in the prerendered HTML and the browser's code
    // (app/config/buildYear.ts).
    "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
  },
  // One stylesheet for the whole site (about 9 KB gzip): block views load on demand, but their
  // styles must be in the prerendered HTML, and one cached file serves every page.
  // The client's manifest tells the server build which scripts each block view needs; the
  // build removes it from the public folder when it ends.
  build: { target: "es2022", cssCodeSplit: false, manifest: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A phone on a slow network pays a round trip per file, so what every page needs
            // comes in two files (the framework, then the site's frame and shared parts), and
            // what several block views share in a third; each block view and what only it uses
            // stays a chunk of its own, loaded by the pages that show it.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|mobx|mobx-react-lite)[\\/]/,
                  priority: 2,
                },
                // The app's start stays in a file of its own, out of the site's: the page's
                // module script imports the route modules (and with them the site's file) first,
                // sets up the router's globals, and only then imports the start, which hydrates.
                {
                  name: "site",
                  tags: ["$initial"],
                  test: (id: string) =>
                    !APP_START.test(id) && !NOT_ON_EVERY_PAGE.test(id) && !MESSAGE_PART.test(id),
                  priority: 1,
                },
                { name: "entry", test: APP_START },
                // The form controls go with the pages that have a form (lead forms, the price
                // calculator, the checkout), not into the chunk that the landing page loads; the
                // one-time code's input (1 KB gzip) only with the checkout, which alone asks for it,
                // and the launch notice's form only with what loads it after a vote.
                {
                  name: "forms",
                  test: /[\\/]design-system[\\/]src[\\/]forms[\\/](?!OneTimeCodeInput[\\/]|NotifyMeForm[\\/])/,
                },
                // The dialog and what only it needs (focus trap, scroll lock: about 7 KB gzip)
                // go with the parts that open one (the mobile menu, the update question, the
                // cart's confirmations), not into the shared chunk that every page loads.
                {
                  name: "dialog",
                  test: /[\\/]design-system[\\/]src[\\/]feedback[\\/](Dialog|ConfirmDialog)[\\/]/,
                },
                // What the store's blocks share (the app card, the store's filter, the button that
                // adds to the cart) goes with the pages that show an app or template, not to a
                // contact or pricing page.
                {
                  name: "store-shared",
                  test: /[\\/](design-system[\\/]src[\\/]commerce[\\/]AppCard[\\/]|site[\\/]app[\\/](catalogue[\\/]storeFilter|cart[\\/]AddToCartButton)\.)/,
                  minShareCount: 2,
                },
                // Only the site's and the design system's own modules: libraries that on-demand
                // parts share (the dialog under the mobile menu and the update question) stay
                // with those parts.
                {
                  name: "blocks-shared",
                  test: (id: string) =>
                    /[\\/](design-system|site)[\\/]/.test(id) && !NOT_ON_EVERY_PAGE.test(id),
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
});
