import {
  PAGE_WEIGHT_PARTS,
  PAGE_WEIGHT_PART_NAMES,
  WEIGHT_PHONE,
  kilobytes,
} from "@workcraft/domain/rules";
import type { StudioPageWeight } from "@workcraft/domain/schemas";
import { Text } from "@workcraft/design-system";
import { useEffect, useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import * as styles from "./composer.css";
import type { DraftActionProps } from "./useDraftSaving";

type Weighing =
  | { status: "weighing" }
  | { status: "weighed"; weight: StudioPageWeight }
  | { status: "failed"; message: string };

/** "JavaScript 150.2 KB of 168.0 KB": a part's weight against its budget. */
export function partInWords(name: string, { bytes, budget }: { bytes: number; budget: number }) {
  const over = bytes > budget ? `, ${kilobytes(bytes - budget)} over budget` : "";
  return `${name} ${kilobytes(bytes)} of ${kilobytes(budget)}${over}`;
}

/**
 * The page's weight on a phone, weighed by the server from the saved draft after each save: its
 * HTML, CSS, JavaScript and pictures as a phone is sent them, each against the site's budget.
 */
export function PageWeight({ page, drafts }: Pick<DraftActionProps, "page" | "drafts">) {
  const savedAt = drafts.state.status === "saved" ? drafts.state.at : null;
  // What was weighed, by the save it was weighed after: an older answer shows as weighing.
  const weighed = `${page.id} ${savedAt}`;
  const [answer, setAnswer] = useState<{ weighed: string; weighing: Weighing }>();
  const weighing: Weighing = answer?.weighed === weighed ? answer.weighing : { status: "weighing" };

  useEffect(() => {
    let current = true;
    const told = (result: Weighing) => current && setAnswer({ weighed, weighing: result });
    callApi("studio/pages/weight", { id: page.id }).then(
      (weight) => told({ status: "weighed", weight }),
      (error: unknown) => told({ status: "failed", message: describeApiFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [page.id, weighed]);

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
  return (
    <ul className={styles.weight} aria-label={label}>
      {PAGE_WEIGHT_PARTS.map((part) => (
        <li key={part}>
          <Text size="small" tone={weight[part].bytes > weight[part].budget ? "danger" : "default"}>
            {partInWords(PAGE_WEIGHT_PART_NAMES[part], weight[part])}
          </Text>
        </li>
      ))}
    </ul>
  );
}
