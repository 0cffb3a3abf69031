import { Text, VisuallyHidden } from "@workcraft/design-system";
import type { ReactNode } from "react";
import * as styles from "./studioScreens.css";
import type { Loaded } from "./useLoaded";

/**
 * A Studio screen's table: its caption for screen readers, its column headings, and its rows
 * (`children`, the `<tr>`s of its body).
 */
export function StudioTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.columnHeading}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** What a screen says while its data loads (`loading`), or why it could not. */
export function LoadingState<T>({ loaded, loading }: { loaded: Loaded<T>; loading: string }) {
  if (loaded.status === "loading") return <Text role="status">{loading}</Text>;
  if (loaded.status === "failed") {
    return (
      <Text role="alert" tone="danger">
        {loaded.message}
      </Text>
    );
  }
  return null;
}

/** What a screen last did, or null: said where assistive technology reads it out. */
export type ScreenNotice = { tone: "done" | "failed"; text: string } | null;

/**
 * The line a screen says what it last did on (`role="status"`, there from the start so that a
 * screen reader hears each change), in danger's colour when it failed.
 */
export function NoticeLine({ notice }: { notice: ScreenNotice }) {
  return (
    <Text role="status" tone={notice?.tone === "failed" ? "danger" : "default"}>
      {notice?.text ?? ""}
    </Text>
  );
}
