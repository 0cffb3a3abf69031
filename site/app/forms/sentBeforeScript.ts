/**
 * A served form that sends through the API (a lead form, the checkout's details) works only once
 * the page's script runs; on a slow phone the form shows seconds before. Pressed before, the
 * browser would send it the plain way: the page reloads with what was typed in its address, and
 * the typing, the lead or the order is lost. A few lines in every page's head hold such a press
 * until the script runs, which then sends the form (see `useSentBeforeScript`).
 */

/** Marks a form that only its script can send. */
export const NEEDS_SCRIPT_ATTRIBUTE = "data-needs-script";
/** Set on the form once its script runs: from then on the form's own handler sends it. */
export const SCRIPT_RUNS_ATTRIBUTE = "data-script-runs";
/** Set by the head's script on a form sent before its script ran. */
export const SENT_BEFORE_SCRIPT_ATTRIBUTE = "data-sent-before-script";

/**
 * The head's script. It listens first, in the capture phase on the document, so neither the
 * browser nor React (whose listeners sit on the same document, added later) sees the early
 * press: the browser does not reload, and React, hydrating, does not send it a second time.
 */
export const holdSentBeforeScript = `document.addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&f.hasAttribute("${NEEDS_SCRIPT_ATTRIBUTE}")&&!f.hasAttribute("${SCRIPT_RUNS_ATTRIBUTE}")){e.preventDefault();e.stopImmediatePropagation();f.setAttribute("${SENT_BEFORE_SCRIPT_ATTRIBUTE}","")}},true);`;
