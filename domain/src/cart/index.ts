export {
  ADD_MORE_APPS_ROUTE,
  EMPTY_CART_MESSAGE,
  ONLY_DEFAULT_APPS_MESSAGE,
  addAppToCart,
  checkCheckout,
  dependantsMessage,
  dependenciesAddedMessage,
  dependencyExclusionMessage,
  exclusionMessage,
  listNames,
  removeAppFromCart,
  transitiveDependencies,
  unknownAppMessage,
  type CartChange,
  type CheckoutCheck,
} from "./cartRules";
export { addAppsToCart, bundleAppIds } from "./addAppsToCart";
