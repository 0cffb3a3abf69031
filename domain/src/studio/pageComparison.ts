/*
 * Two states of one Studio page side by side, block by block: what a version has that the draft
 * does not, what the draft added, and which fields of a block or of the page itself changed. The
 * Studio's history shows it before a restore.
 */

/** A page's document as the comparison reads it: its own fields, and its blocks in order. */
export interface ComparedPage {
  /** Its fields, `blocks` among them (a list of `{ type, props }`). */
  readonly [field: string]: unknown;
}

/** One block's part in the comparison. `place` counts from 1. */
export type BlockChange =
  /** In the draft only: `place` is its place in the draft. */
  | { kind: "added"; type: string; place: number }
  /** In the version only: `place` is its place in the version. */
  | { kind: "removed"; type: string; place: number }
  /** In both, with other values in `fields` (paths of its props); `place` is in the draft. */
  | { kind: "changed"; type: string; place: number; fields: string[] }
  /** In both, the same. */
  | { kind: "same"; type: string; place: number };

/** What differs between a version (`before`) and the draft (`after`). */
export interface PageComparison {
  /** The page's own fields whose values differ, by path (`meta.title`, `layout`). */
  pageFields: string[];
  /** Every block of either, in the draft's order, the version's removed ones where they stood. */
  blocks: BlockChange[];
  /** Whether the two are the same page. */
  same: boolean;
}

/** A block of a page's document: its type and its props. */
export interface DraftBlock {
  type: string;
  props: Record<string, unknown>;
}

/**
 * The blocks of a page's document, which may be an unfinished draft: items that are not blocks
 * (no type) are left out, and a block without a props object gets empty props.
 */
export function draftBlocks(page: ComparedPage): DraftBlock[] {
  const blocks = Array.isArray(page.blocks) ? (page.blocks as readonly unknown[]) : [];
  return blocks.flatMap((block) => {
    if (typeof block !== "object" || block === null) return [];
    const { type, props } = block as { type?: unknown; props?: unknown };
    if (typeof type !== "string") return [];
    const ownProps =
      typeof props === "object" && props !== null ? (props as Record<string, unknown>) : {};
    return [{ type, props: ownProps }];
  });
}

/** JSON with its object keys sorted: two values are equal when these are. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The names under which `before` and `after` hold other values (absent counts as a value),
 * followed into objects both hold (`meta.title`); a list that changed is named whole.
 */
function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  leaveOut: readonly string[] = [],
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => !leaveOut.includes(name))
    .flatMap((name) => {
      const [old, now] = [before[name], after[name]];
      if (canonical(old) === canonical(now)) return [];
      if (isPlainObject(old) && isPlainObject(now)) {
        return changedFields(old, now).map((inner) => `${name}.${inner}`);
      }
      return [name];
    })
    .sort();
}

/**
 * How well two blocks pair: the same block (2), the same type with other values (1), or not at
 * all (0). Pairing maximises the sum, so a block that stayed pairs with itself before a block of
 * its type that only looks like it.
 */
function pairing(before: DraftBlock, after: DraftBlock): number {
  if (before.type !== after.type) return 0;
  return canonical(before.props) === canonical(after.props) ? 2 : 1;
}

/**
 * Compares a version of a page (`before`) with its draft (`after`), block by block: blocks are
 * paired in order (the longest run of pairs, preferring unchanged blocks), and each pair is the
 * same or changed in named fields; the rest were added to the draft or removed from it.
 */
export function comparePages(before: ComparedPage, after: ComparedPage): PageComparison {
  const old = draftBlocks(before);
  const now = draftBlocks(after);
  // best[i][j]: the best pairing of old[i..] with now[j..].
  const best = Array.from({ length: old.length + 1 }, () =>
    new Array<number>(now.length + 1).fill(0),
  );
  for (let i = old.length - 1; i >= 0; i -= 1) {
    for (let j = now.length - 1; j >= 0; j -= 1) {
      const paired = pairing(old[i]!, now[j]!);
      best[i]![j] = Math.max(
        best[i + 1]![j]!,
        best[i]![j + 1]!,
        paired > 0 ? paired + best[i + 1]![j + 1]! : 0,
      );
    }
  }
  const blocks: BlockChange[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length || j < now.length) {
    const from = old[i];
    const to = now[j];
    const paired = from && to ? pairing(from, to) : 0;
    if (from && to && paired > 0 && best[i]![j] === paired + best[i + 1]![j + 1]!) {
      const fields = changedFields(from.props, to.props);
      blocks.push(
        fields.length === 0
          ? { kind: "same", type: to.type, place: j + 1 }
          : { kind: "changed", type: to.type, place: j + 1, fields },
      );
      i += 1;
      j += 1;
    } else if (from && (!to || best[i]![j] === best[i + 1]![j])) {
      blocks.push({ kind: "removed", type: from.type, place: i + 1 });
      i += 1;
    } else {
      blocks.push({ kind: "added", type: to!.type, place: j + 1 });
      j += 1;
    }
  }
  const pageFields = changedFields(before, after, ["blocks"]);
  return {
    pageFields,
    blocks,
    same: pageFields.length === 0 && blocks.every((block) => block.kind === "same"),
  };
}
