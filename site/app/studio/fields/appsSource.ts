import type { CatalogueAppsSource } from "../../blockFields/catalogueFields";
import { recordOf } from "./fieldValues";

/*
 * The value of a catalogue apps source (`catalogueAppsSourceSchema`) while it is edited: its
 * kind first, then the part that kind needs (a bundle, a group, or chosen apps in order).
 */

export type AppsSourceKind = CatalogueAppsSource["kind"];

/** The kinds, in the order the Studio offers them, with what each shows. */
export const appsSourceKinds: readonly { kind: AppsSourceKind; label: string; hint: string }[] = [
  { kind: "store", label: "The whole store", hint: "Every app of the store." },
  { kind: "bundle", label: "A bundle", hint: "The apps of a use case, industry or case study." },
  { kind: "group", label: "A group", hint: "The apps of one group." },
  { kind: "apps", label: "Chosen apps", hint: "These apps, in this order." },
];

/** An apps source being edited: its kind, and its part once chosen. */
export interface AppsSourceDraft {
  kind?: AppsSourceKind;
  bundleId?: string;
  group?: string;
  appIds?: string[];
}

/** What of a value an apps source control can show: the kind and its part, nothing else. */
export function appsSourceDraftOf(value: unknown): AppsSourceDraft {
  const record = recordOf(value);
  const kind = appsSourceKinds.find((option) => option.kind === record.kind)?.kind;
  switch (kind) {
    case "bundle":
      return typeof record.bundleId === "string" ? { kind, bundleId: record.bundleId } : { kind };
    case "group":
      return typeof record.group === "string" ? { kind, group: record.group } : { kind };
    case "apps":
      return Array.isArray(record.appIds)
        ? {
            kind,
            appIds: record.appIds.filter((id): id is string => typeof id === "string"),
          }
        : { kind };
    case "store":
      return { kind };
    default:
      return {};
  }
}

/** The value of a newly chosen kind: the kind alone, its part still to choose. */
export function appsSourceOfKind(kind: AppsSourceKind): AppsSourceDraft {
  return { kind };
}

/** Chosen apps with one more (at the end) or one fewer; the order of the others is kept. */
export function withAppChosen(appIds: readonly string[], appId: string, chosen: boolean): string[] {
  const others = appIds.filter((id) => id !== appId);
  if (!chosen) return others;
  return appIds.includes(appId) ? [...appIds] : [...appIds, appId];
}
