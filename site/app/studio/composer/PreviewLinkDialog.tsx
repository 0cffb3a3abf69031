import {
  Button,
  Dialog,
  Field,
  Link,
  Select,
  Stack,
  Text,
  TextInput,
} from "@workcraft/design-system";
import { useState, type FormEvent } from "react";
import { describeApiFailure } from "../../api/apiClient";
import { makePreviewLink, PREVIEW_LINK_LENGTHS, type MadePreviewLink } from "./previewLinks";
import * as styles from "./composer.css";
import type { DraftActionProps } from "./useDraftSaving";

type Making =
  | { status: "none" }
  | { status: "making" }
  | { status: "made"; link: MadePreviewLink; copied: boolean }
  | { status: "failed"; message: string };

/** The default length: the second offered, three days. */
const DEFAULT_SECONDS = PREVIEW_LINK_LENGTHS[1].seconds;

/**
 * Share the draft for review: saves it, then makes a link that shows it as it is now to anyone
 * who has it, signed out, never indexed, for the length chosen. The link is shown to copy or
 * open; later edits do not change what it shows.
 */
export function PreviewLinkDialog({ page, drafts }: Pick<DraftActionProps, "page" | "drafts">) {
  const [seconds, setSeconds] = useState<number>(DEFAULT_SECONDS);
  const [making, setMaking] = useState<Making>({ status: "none" });

  async function make(event: FormEvent) {
    event.preventDefault();
    setMaking({ status: "making" });
    await drafts.saveNow();
    if (drafts.unsaved()) {
      setMaking({ status: "failed", message: "Save the draft first: it is not saved yet." });
      return;
    }
    try {
      setMaking({
        status: "made",
        link: await makePreviewLink(page.id, { seconds }),
        copied: false,
      });
    } catch (error) {
      setMaking({ status: "failed", message: describeApiFailure(error) });
    }
  }

  async function copy(link: MadePreviewLink) {
    try {
      await navigator.clipboard.writeText(link.url);
      setMaking({ status: "made", link, copied: true });
    } catch {
      setMaking({ status: "failed", message: `Copy the link by hand: ${link.url}` });
    }
  }

  return (
    <Dialog.Root onOpenChange={() => setMaking({ status: "none" })}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="secondary">
          Preview link
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="medium">
        <Stack gap="medium">
          <Dialog.Title>Preview link of {page.path}</Dialog.Title>
          <Dialog.Description>
            A link that shows the draft as it is now to anyone who has it, without an account.
            Search engines never see it, and later edits do not change it.
          </Dialog.Description>
          <form className={styles.checkpoint} onSubmit={(event) => void make(event)}>
            <Field label="Works for">
              <Select
                size="small"
                value={seconds}
                onChange={(event) => setSeconds(Number(event.target.value))}
              >
                {PREVIEW_LINK_LENGTHS.map((length) => (
                  <option key={length.seconds} value={length.seconds}>
                    {length.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              type="submit"
              variant="secondary"
              size="small"
              disabled={making.status === "making"}
            >
              Make a link
            </Button>
          </form>
          <div role="status">
            {making.status === "making" ? <Text>Making the link…</Text> : null}
            {making.status === "failed" ? <Text tone="danger">{making.message}</Text> : null}
            {making.status === "made" ? (
              <Stack gap="small">
                <Field label="Preview link" hint={`Works until ${making.link.until}.`}>
                  <TextInput size="small" readOnly value={making.link.url} />
                </Field>
                <div className={styles.historyActions}>
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    onClick={() => void copy(making.link)}
                  >
                    {making.copied ? "Copied" : "Copy link"}
                  </Button>
                  <Link href={making.link.url} target="_blank" rel="noopener">
                    Open the preview
                  </Link>
                </div>
              </Stack>
            ) : null}
          </div>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
