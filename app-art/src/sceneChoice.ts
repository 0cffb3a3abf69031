import { sceneKinds, type SceneKind } from "./scenes";

/** Words in a feature's title or description that call for a kind of screen, strongest first. */
const cues: ReadonlyArray<{ kind: SceneKind; pattern: RegExp }> = [
  { kind: "board", pattern: /\b(boards?|kanban|columns?|cards?|stages?|prospects?|pipeline)\b/ },
  {
    kind: "report",
    pattern:
      /\b(performance|results|analytics|figures?|strength|summary|valuation|reconciliation|ownership)\b/,
  },
  { kind: "dashboard", pattern: /\b(charts?|dashboards?|funnel|capital|accruals?|balances?)\b/ },
  {
    kind: "timeline",
    pattern:
      /\b(due dates?|reminders?|validity|expiry|expire|dates|tracking|stand-up|history|versions?|transit|transfers?|fulfillment|status)\b/,
  },
  {
    kind: "document",
    pattern:
      /\b(invoices?|quotes?|pdf|bills?|credit|packing slips?|orders?|claims?|agreements?|receipts?|contracts?|templates?|checklists?|returns?)\b/,
  },
  {
    kind: "conversation",
    pattern:
      /\b(chat|e-?mail|messages?|channels?|updates?|replies|answers|campaigns?|notes|check-ins|questionnaires?|responses?)\b/,
  },
  {
    kind: "people",
    pattern:
      /\b(users|guests?|members?|collaborators?|people|contacts?|companies|vendors?|founders|partners|types|memberships?)\b/,
  },
  {
    kind: "settings",
    pattern:
      /\b(preferences|roles?|log-?ins?|tokens?|authentication|approvals?|permissions?|triggers?|integrations?|connections?|terms|personalization)\b/,
  },
  {
    kind: "files",
    pattern: /\b(files?|images?|photos?|folders?|delivery network|certificates|downloads?)\b/,
  },
  {
    kind: "table",
    pattern:
      /\b(lists?|records?|profiles?|products?|prices?|lines|stock|bins|locations?|numbers|leads?|variants|units|payments?)\b/,
  },
];

/** The kinds whose cues appear in `text`, in the order of the cues. */
function cuedKinds(text: string): SceneKind[] {
  const lower = text.toLowerCase();
  return cues.filter(({ pattern }) => pattern.test(lower)).map(({ kind }) => kind);
}

/** Kinds for a feature nothing calls for, most widely fitting first. */
const fallbackOrder: readonly SceneKind[] = [
  "table",
  "report",
  "dashboard",
  "timeline",
  "document",
  "settings",
  "conversation",
  "files",
  "people",
  "board",
];

/** How well `kind` suits a feature: cued by its title, then by its description, then fallback. */
function suitability(kind: SceneKind, feature: { title: string; description: string }): number {
  const byTitle = cuedKinds(feature.title).indexOf(kind);
  if (byTitle >= 0) return 1000 - byTitle;
  const byDescription = cuedKinds(feature.description).indexOf(kind);
  if (byDescription >= 0) return 100 - byDescription;
  return 10 - fallbackOrder.indexOf(kind);
}

/**
 * A different scene for each feature of an app: of all ways to give each feature its own kind,
 * the one that suits the features best in sum (title cues count most, then description cues);
 * between equally good ways, the one that suits the earlier features better.
 */
export function chooseScenes(
  features: ReadonlyArray<{ title: string; description: string }>,
): SceneKind[] {
  let best: { kinds: SceneKind[]; scores: number[]; total: number } | undefined;
  const better = (scores: number[], total: number) => {
    if (!best || total !== best.total) return !best || total > best.total;
    const differing = scores.findIndex((score, index) => score !== best!.scores[index]);
    return differing >= 0 && scores[differing]! > best.scores[differing]!;
  };
  const search = (kinds: SceneKind[], scores: number[]) => {
    if (kinds.length === features.length) {
      const total = scores.reduce((sum, score) => sum + score, 0);
      if (better(scores, total)) best = { kinds, scores, total };
      return;
    }
    for (const kind of sceneKinds) {
      if (!kinds.includes(kind)) {
        search([...kinds, kind], [...scores, suitability(kind, features[kinds.length]!)]);
      }
    }
  };
  search([], []);
  return best?.kinds ?? [];
}
