import { BUNDLES, CATALOGUE_APPS, TEMPLATES } from "@workcraft/domain/data";
import { contentImageNames } from "../../blockFields/imageField";
import { resolveImage } from "../../blockFields/resolveImage";
import { fieldLabelOf } from "../fieldLabel";

/*
 * The things of the catalogue a field control offers, by the ids the block fields take
 * (`catalogueFields.ts`, `imageField.ts`), each with the words a marketer knows it by.
 */

/** One thing to choose: the id the value holds, its name, and a line more about it. */
export interface Choice {
  value: string;
  label: string;
  detail?: string;
}

/** A picture to choose, with the small file the picker shows. */
export interface ImageChoice extends Choice {
  thumbnail: string;
}

/** A heading over some choices. */
export interface ChoiceGroup<Item extends Choice = Choice> {
  label: string;
  choices: Item[];
}

/** Every app of the catalogue, by name, in the catalogue's order. */
export const appChoices: Choice[] = CATALOGUE_APPS.map((app) => ({
  value: app.id,
  label: app.comingSoon ? `${app.name} (coming soon)` : app.name,
  detail: app.shortDescription,
}));

/** Every template of the catalogue; a template sold at several prices names each of them. */
export const templateChoices: Choice[] = [...new Set(TEMPLATES.map((template) => template.id))].map(
  (id) => {
    const names = [
      ...new Set(
        TEMPLATES.filter((template) => template.id === id).map((template) => template.info.name),
      ),
    ];
    return { value: id, label: names.join(" / "), detail: id };
  },
);

const bundleKinds = {
  "use-case": "Use cases",
  industry: "Industries",
  "case-study": "Case studies",
} as const satisfies Record<(typeof BUNDLES)[number]["type"], string>;

/** The bundles, under their kind: use cases, industries, case studies. */
export const bundleChoiceGroups: ChoiceGroup[] = Object.entries(bundleKinds)
  .map(([type, label]) => ({
    label,
    choices: BUNDLES.filter((bundle) => bundle.type === type).map((bundle) => ({
      value: bundle.id,
      label: bundle.name,
    })),
  }))
  .filter((group) => group.choices.length > 0);

/** The groups apps are sorted in, by name in words. */
export const appGroupChoices: Choice[] = [
  ...new Set(CATALOGUE_APPS.flatMap((app) => app.groups)),
].map((group) => ({ value: group, label: fieldLabelOf(group) }));

/** The pictures a block may show: each app's feature illustrations, with their titles. */
export const imageChoices: ImageChoice[] = contentImageNames.flatMap((name) => {
  const [appId, feature = ""] = name.split("/");
  const app = CATALOGUE_APPS.find((candidate) => candidate.id === appId);
  const position = Number(feature.replace("feature-", ""));
  const title = app?.features[position - 1]?.title;
  const thumbnail = resolveImage({ name, alt: "" }).images.xsImg?.imgUrl;
  if (!app || !thumbnail) return [];
  return [
    {
      value: name,
      label: `${app.name}, picture ${position}`,
      ...(title ? { detail: title } : {}),
      thumbnail,
    },
  ];
});

/**
 * The choices whose name, detail or id hold every word of the query (case and accents aside),
 * in their order; all of them for an empty query.
 */
export function filterChoices<Item extends Choice>(
  choices: readonly Item[],
  query: string,
): Item[] {
  const words = fold(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const text = fold(`${choice.label} ${choice.detail ?? ""} ${choice.value}`);
    return words.every((word) => text.includes(word));
  });
}

/** The choice of this value, if there is one. */
export function choiceOf<Item extends Choice>(
  choices: readonly Item[],
  value: unknown,
): Item | undefined {
  return typeof value === "string" ? choices.find((choice) => choice.value === value) : undefined;
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
