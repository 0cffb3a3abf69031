/*
 * The Studio's editor as one chunk: Puck, the block definitions with their schemas, the
 * preview and the page starters. Loaded to edit a page or to start one (whose editor opens
 * next), never by the sign-in form, and never by a public page.
 */
export { default as ComposerScreen } from "./composer/ComposerScreen";
export { copiedPage, newBlankPage, newUseCasePage } from "./pageStarters";
export { default as VariantComposerScreen } from "./composer/VariantComposerScreen";
