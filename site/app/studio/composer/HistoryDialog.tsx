import { comparePages, type PageComparison } from "@workcraft/domain/rules";
import type { StudioPageVersionSummary } from "@workcraft/domain/schemas";
import { Button, Dialog, Field, Link, Stack, Text, TextInput } from "@workcraft/design-system";
import { useState, type FormEvent } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { blockDefinitions, isBlockType } from "../../blocks/blockDefinitions";
import { fieldLabelOf } from "../fieldLabel";
import { pageAsRead } from "../pageData";
import * as styles from "./composer.css";
import { makePreviewLink, type MadePreviewLink } from "./previewLinks";
import type { DraftActionProps } from "./useDraftSaving";

/** How each kind of version is named in the history. */
const KIND_WORDS: Record<StudioPageVersionSummary["kind"], string> = {
  publish: "Published",
  restore: "Restored",
  checkpoint: "Checkpoint",
};

/** "2026-11-26 14:05 UTC": when a version was made. */
function whenOf(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** A version's line: its number, kind, author, time and message. */
export function versionInWords(version: StudioPageVersionSummary): string {
  const author = version.author ? (version.author.name ?? version.author.email) : "someone";
  const message = version.message ? `: ${version.message}` : "";
  return `Version ${version.number}, ${KIND_WORDS[version.kind].toLowerCase()} by ${author} on ${whenOf(version.createdAt)}${message}`;
}

/** A field's path in words: `meta.title` → "Meta title". */
const fieldPathInWords = (path: string) => fieldLabelOf(path.replaceAll(".", " "));

/** A block's name in the comparison: its label, as the editor lists it. */
function blockLabelOf(type: string): string {
  return isBlockType(type) ? blockDefinitions[type].label : type;
}

/** The comparison as sentences, one a change: what a restore would do to the draft. */
export function comparisonInWords(comparison: PageComparison): string[] {
  if (comparison.same) return ["The draft is the same as this version."];
  const lines: string[] = [];
  if (comparison.pageFields.length > 0) {
    lines.push(`Page settings changed: ${comparison.pageFields.map(fieldPathInWords).join(", ")}`);
  }
  for (const block of comparison.blocks) {
    const name = blockLabelOf(block.type);
    switch (block.kind) {
      case "added":
        lines.push(`${name}, block ${block.place} of the draft: added since this version`);
        break;
      case "removed":
        lines.push(`${name}, block ${block.place} of this version: not in the draft`);
        break;
      case "changed":
        lines.push(
          `${name}, block ${block.place} of the draft: changed ${block.fields.map(fieldPathInWords).join(", ")}`,
        );
        break;
      case "same":
        break;
    }
  }
  return lines;
}

type Versions =
  | { status: "closed" }
  | { status: "loading" }
  | { status: "loaded"; versions: StudioPageVersionSummary[] }
  | { status: "failed"; message: string };

type Shown =
  | { status: "none" }
  | { status: "comparing"; number: number }
  | { status: "compared"; number: number; lines: string[] }
  | { status: "restoring"; number: number }
  | { status: "done"; message: string }
  | { status: "failed"; message: string };

/**
 * The page's history in a dialog: its versions, newest first (each publish, restore and
 * checkpoint, with who made it, when and why). Any version can be compared with the draft block
 * by block, and a publisher can restore it into the draft; the draft as it is can be kept as a
 * named checkpoint first. After a restore the editor opens the restored draft (`reopen`).
 */
export function HistoryDialog({
  page,
  drafts,
  draft,
  mayRestore,
  reopen,
}: DraftActionProps & { mayRestore: boolean }) {
  const [versions, setVersions] = useState<Versions>({ status: "closed" });
  const [shown, setShown] = useState<Shown>({ status: "none" });
  const [message, setMessage] = useState("");
  const [previews, setPreviews] = useState<Record<number, MadePreviewLink>>({});

  async function load() {
    setVersions({ status: "loading" });
    try {
      const answer = await callApi("studio/pages/versions", { id: page.id });
      setVersions({ status: "loaded", versions: answer.versions });
    } catch (error) {
      setVersions({ status: "failed", message: describeApiFailure(error) });
    }
  }

  async function compare(number: number) {
    setShown({ status: "comparing", number });
    try {
      const version = await callApi("studio/pages/version", { id: page.id, number });
      setShown({
        status: "compared",
        number,
        lines: comparisonInWords(comparePages(pageAsRead(version.content), pageAsRead(draft()))),
      });
    } catch (error) {
      setShown({ status: "failed", message: describeApiFailure(error) });
    }
  }

  async function preview(number: number) {
    try {
      const link = await makePreviewLink(page.id, { number });
      setPreviews((made) => ({ ...made, [number]: link }));
    } catch (error) {
      setShown({ status: "failed", message: describeApiFailure(error) });
    }
  }

  async function restore(number: number) {
    setShown({ status: "restoring", number });
    await drafts.saveNow();
    if (drafts.unsaved()) {
      setShown({ status: "failed", message: "Save the draft first: it is not saved yet." });
      return;
    }
    try {
      await callApi("studio/pages/restore", { id: page.id, number });
      reopen();
    } catch (error) {
      setShown({ status: "failed", message: describeApiFailure(error) });
    }
  }

  async function keepCheckpoint(event: FormEvent) {
    event.preventDefault();
    await drafts.saveNow();
    if (drafts.unsaved()) {
      setShown({ status: "failed", message: "Save the draft first: it is not saved yet." });
      return;
    }
    try {
      const version = await callApi("studio/pages/checkpoint", { id: page.id, message });
      setMessage("");
      setShown({ status: "done", message: `Kept the draft as version ${version.number}.` });
      await load();
    } catch (error) {
      setShown({ status: "failed", message: describeApiFailure(error) });
    }
  }

  return (
    <Dialog.Root
      onOpenChange={(open) => {
        setShown({ status: "none" });
        if (open) void load();
        else setVersions({ status: "closed" });
      }}
    >
      <Dialog.Trigger asChild>
        <Button type="button" variant="secondary">
          History
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="medium">
        <Stack gap="medium">
          <Dialog.Title>History of {page.path}</Dialog.Title>
          <Dialog.Description>
            Every publish, restore and checkpoint of this page, newest first.
          </Dialog.Description>
          <form className={styles.checkpoint} onSubmit={(event) => void keepCheckpoint(event)}>
            <Field
              label="Keep the draft as a checkpoint"
              hint="What this draft is, like: before the spring campaign"
            >
              <TextInput
                size="small"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="secondary" size="small">
              Keep checkpoint
            </Button>
          </form>
          <div role="status">
            {shown.status === "done" ? <Text>{shown.message}</Text> : null}
            {shown.status === "failed" ? <Text tone="danger">{shown.message}</Text> : null}
          </div>
          {versions.status === "loading" ? <Text role="status">Loading the history…</Text> : null}
          {versions.status === "failed" ? (
            <Text role="alert" tone="danger">
              {versions.message}
            </Text>
          ) : null}
          {versions.status === "loaded" && versions.versions.length === 0 ? (
            <Text>No versions yet: publishing or keeping a checkpoint makes the first.</Text>
          ) : null}
          {versions.status === "loaded" && versions.versions.length > 0 ? (
            <ol className={styles.history} aria-label="Versions">
              {versions.versions.map((version) => (
                <li key={version.number} className={styles.historyItem}>
                  <Text>{versionInWords(version)}</Text>
                  <div className={styles.historyActions}>
                    <Button
                      type="button"
                      variant="secondary"
                      size="small"
                      aria-label={`Compare version ${version.number} with the draft`}
                      onClick={() => void compare(version.number)}
                    >
                      Compare with the draft
                    </Button>
                    {previews[version.number] ? (
                      <Link href={previews[version.number]!.url} target="_blank" rel="noopener">
                        Open the preview of version {version.number}
                      </Link>
                    ) : (
                      <Button
                        type="button"
                        variant="secondary"
                        size="small"
                        aria-label={`Preview version ${version.number}`}
                        onClick={() => void preview(version.number)}
                      >
                        Preview
                      </Button>
                    )}
                    {mayRestore ? (
                      <Button
                        type="button"
                        variant="secondary"
                        size="small"
                        aria-label={`Restore version ${version.number} into the draft`}
                        disabled={shown.status === "restoring"}
                        onClick={() => void restore(version.number)}
                      >
                        Restore
                      </Button>
                    ) : null}
                  </div>
                  {shown.status === "comparing" && shown.number === version.number ? (
                    <Text role="status">Comparing…</Text>
                  ) : null}
                  {shown.status === "compared" && shown.number === version.number ? (
                    <ul aria-label={`Version ${version.number} against the draft`}>
                      {shown.lines.map((line) => (
                        <li key={line}>
                          <Text>{line}</Text>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
          {!mayRestore ? (
            <Text tone="muted">Restoring a version needs the publisher role.</Text>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
