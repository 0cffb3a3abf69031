import {
  PAGE_WEIGHT_PARTS,
  PAGE_WEIGHT_PART_NAMES,
  WEIGHT_PHONE,
  partInWords,
} from "@workcraft/domain/rules";
import type { StudioPageWeight } from "@workcraft/domain/schemas";
import { Text } from "@workcraft/design-system";
import { useEffect, useState } from "react";
import { describeApiFailure } from "../../api/apiClient";
import type { ComposerSource } from "./composerSource";
import * as styles from "./composer.css";
import type { DraftActionProps } from "./useDraftSaving";

type Weighing =
  | { status: "weighing" }
  | { status: "weighed"; weight: StudioPageWeight }
  | { status: "failed"; message: string };

/**
 * The weight on a phone of what the composer edits (a page's draft, a variant), weighed by the
 * server after each save by its source's `weigh`: its HTML, CSS, JavaScript and pictures as a
 * phone is sent them, each against the site's budget. The budgets are a gate, not advice: over
 * any of them, the server refuses what the weight holds back (publishing the page, starting the
 * experiment), and the panel says so.
 */
export function PageWeight({
  weigh,
  drafts,
  heldBack,
}: {
  weigh: ComposerSource["weigh"];
  drafts: Pick<DraftActionProps["drafts"], "state">;
  /** What a weight over budget holds back, to open a sentence: "publishing". */
  heldBack: ComposerSource["heldBack"];
}) {
  const savedAt = drafts.state.status === "saved" ? drafts.state.at : null;
  // What was weighed, by the way it was weighed and the save it followed: an older answer shows
  // as weighing.
  const [answer, setAnswer] = useState<{
    weigh: ComposerSource["weigh"];
    savedAt: string | null;
    weighing: Weighing;
  }>();
  const weighing: Weighing =
    answer?.weigh === weigh && answer.savedAt === savedAt
      ? answer.weighing
      : { status: "weighing" };

  useEffect(() => {
    let current = true;
    const told = (result: Weighing) => current && setAnswer({ weigh, savedAt, weighing: result });
    weigh().then(
      (weight) => told({ status: "weighed", weight }),
      (error: unknown) => told({ status: "failed", message: describeApiFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [weigh, savedAt]);

  const label = `Weight on a phone ${WEIGHT_PHONE.width} pixels wide`;
  if (weighing.status !== "weighed") {
    return (
      <div className={styles.weight} role="status" aria-label={label}>
        <Text size="small" tone={weighing.status === "failed" ? "danger" : "muted"}>
          {weighing.status === "failed" ? weighing.message : "Weighing the page…"}
        </Text>
      </div>
    );
  }
  const { weight } = weighing;
  const over = PAGE_WEIGHT_PARTS.some((part) => weight[part].bytes > weight[part].budget);
  return (
    <ul className={styles.weight} aria-label={label}>
      {PAGE_WEIGHT_PARTS.map((part) => (
        <li key={part}>
          <Text size="small" tone={weight[part].bytes > weight[part].budget ? "danger" : "default"}>
            {partInWords(PAGE_WEIGHT_PART_NAMES[part], weight[part])}
          </Text>
        </li>
      ))}
      {over ? (
        <li>
          <Text size="small" weight="bold" tone="danger">
            {`${heldBack.charAt(0).toUpperCase()}${heldBack.slice(1)} is refused until it weighs less.`}
          </Text>
        </li>
      ) : null}
    </ul>
  );
}
