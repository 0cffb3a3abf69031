/*
 * The domain's cart rules and the catalogue they read, with the wording of their notices in the
 * page's locale, as one module the cart loads the first time it changes. Importing these names (not the whole `rules` namespace) keeps the other
 * rules, the order's and the prices', out of every page's shared script.
 */
export {
  addAppToCart,
  addAppsToCart,
  checkCheckout,
  removeAppFromCart,
  withLaunchedApps,
} from "@workcraft/domain/rules";
export { CATALOGUE as catalogue } from "@workcraft/domain/data";
export { cartChangeText } from "./cartNoticeText";
export { foundComingSoon, launchedAppIds } from "./cartLaunches";
