/*
 * The checkout's code in one chunk, which only the checkout's pages load (`loadCheckoutCode`):
 * its frame with the steps, and its store. Loaded from two places, the frame and the store would
 * be code two chunks share, which the build puts with the code every page loads.
 */
export { CheckoutFrame } from "./CheckoutFrame";
export { CheckoutStore } from "../stores/CheckoutStore";
