import { API_BASE_PATH } from "@workcraft/domain/rules";
import { SERVER_DRAWN_ATTRIBUTE } from "../hydration/serverDrawnAttribute";
import { REPORTED_BLOCK_ATTRIBUTE } from "./blockReportAttribute";

/*
 * What a page under an experiment reports of its blocks: each one seen (at least half of it in
 * view, or half the view filled by it, for a second) and each one clicked, once a page. Loaded
 * only on such pages; kept small (a page pays at most 2 KB gzip for it, see the bench).
 */

/** How long a block stays in view to count as seen. */
export const SEEN_AFTER_MS = 1000;
/** A page sends at most one report this often (and its last one as it is left). */
export const REPORT_EVERY_MS = 5000;
/** The call the reports go to (`experiments/events`). */
export const BLOCK_REPORTS_URL = `${API_BASE_PATH}/experiments/events`;

/** A block's report: its place on the page and what happened to it. */
interface BlockReport {
  block: number;
  kind: "seen" | "clicked";
}

/** Sends a report's body as the page is left, too (`sendBeacon`); false when it could not queue it. */
export type SendReport = (body: string) => boolean;

const sendBeacon: SendReport = (body) =>
  navigator.sendBeacon(BLOCK_REPORTS_URL, new Blob([body], { type: "application/json" }));

/**
 * The element with a box that shows a block: under its wrapper, and under the wrapper of a part
 * the server drew (both without a box), known by its attribute: asking each element's style would
 * make the browser work out the page's styles while it is still starting.
 */
function shownElement(wrapper: Element): Element | null {
  let element = wrapper.firstElementChild;
  while (element?.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) element = element.firstElementChild;
  return element;
}

/**
 * Reports the blocks of the page in `root` to the experiment `experimentId`: a first report at
 * once (saying the page was shown), then what was seen or clicked, at most once every
 * `REPORT_EVERY_MS`, and what is left as the page is hidden or this stops. Returns the stop.
 */
export function reportBlocks(
  experimentId: string,
  root: Document = document,
  send: SendReport = sendBeacon,
): () => void {
  const waiting = new Map<string, BlockReport>();
  const reported = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const report = (force: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (!force && waiting.size === 0) return;
    // A call takes at most 100 events; the rest wait for the next.
    const events = [...waiting.values()].slice(0, 100);
    if (!send(JSON.stringify({ experimentId, events }))) return;
    for (const { block, kind } of events) {
      reported.add(`${block} ${kind}`);
      waiting.delete(`${block} ${kind}`);
    }
    if (waiting.size > 0) timer = setTimeout(() => report(false), REPORT_EVERY_MS);
  };
  const add = (wrapper: Element, kind: BlockReport["kind"]) => {
    const block = Number(wrapper.getAttribute(REPORTED_BLOCK_ATTRIBUTE));
    const key = `${block} ${kind}`;
    if (reported.has(key) || waiting.has(key)) return;
    waiting.set(key, { block, kind });
    timer ??= setTimeout(() => report(false), REPORT_EVERY_MS);
  };

  const wrappers = new Map<Element, Element>();
  const inView = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, intersectionRatio, intersectionRect, rootBounds } of entries) {
        const wrapper = wrappers.get(target)!;
        const viewHeight = rootBounds?.height ?? innerHeight;
        const seen = intersectionRatio >= 0.5 || intersectionRect.height >= viewHeight / 2;
        if (seen && !inView.has(target)) {
          inView.set(
            target,
            setTimeout(() => {
              observer.unobserve(target);
              add(wrapper, "seen");
            }, SEEN_AFTER_MS),
          );
        } else if (!seen) {
          clearTimeout(inView.get(target));
          inView.delete(target);
        }
      }
    },
    // Every 5 %: a block taller than two views crosses half a view between them.
    { threshold: Array.from({ length: 21 }, (_, step) => step / 20) },
  );
  for (const wrapper of root.querySelectorAll(`[${REPORTED_BLOCK_ATTRIBUTE}]`)) {
    const shown = shownElement(wrapper);
    if (!shown) continue;
    wrappers.set(shown, wrapper);
    observer.observe(shown);
  }

  const clicked = (event: Event) => {
    const wrapper = (event.target as Element).closest?.(`[${REPORTED_BLOCK_ATTRIBUTE}]`);
    if (wrapper) add(wrapper, "clicked");
  };
  const hidden = () => {
    if (root.visibilityState === "hidden") report(false);
  };
  root.addEventListener("click", clicked, true);
  root.addEventListener("visibilitychange", hidden);
  report(true);

  return () => {
    observer.disconnect();
    for (const waitingToBeSeen of inView.values()) clearTimeout(waitingToBeSeen);
    root.removeEventListener("click", clicked, true);
    root.removeEventListener("visibilitychange", hidden);
    report(false);
  };
}
