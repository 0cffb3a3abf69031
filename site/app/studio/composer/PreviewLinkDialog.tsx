import {
  Button,
  Dialog,
  Field,
  Heading,
  Link,
  Select,
  Stack,
  Text,
  TextInput,
} from "@workcraft/design-system";
import type { StudioPreviewLinkSummary } from "@workcraft/domain/schemas";
import { useState, type FormEvent } from "react";
import { describeApiFailure } from "../../api/apiClient";
import {
  makePreviewLink,
  PREVIEW_LINK_LENGTHS,
  previewLinkInWords,
  withdrawPreviewLink,
  workingPreviewLinks,
  type MadePreviewLink,
} from "./previewLinks";
import * as styles from "./composer.css";
import type { DraftActionProps } from "./useDraftSaving";

type Making =
  | { status: "none" }
  | { status: "making" }
  | { status: "made"; link: MadePreviewLink; copied: boolean }
  | { status: "failed"; message: string };

/** The page's links that work now, as the dialog lists them. */
type Working =
  | { status: "closed" }
  | { status: "loading" }
  | { status: "loaded"; links: StudioPreviewLinkSummary[] }
  | { status: "failed"; message: string };

/** The default length: the second offered, three days. */
const DEFAULT_SECONDS = PREVIEW_LINK_LENGTHS[1].seconds;

/**
 * Share the draft for review: saves it, then makes a link that shows it as it is now to anyone
 * who has it, signed out, never indexed, for the length chosen. The link is shown to copy or
 * open; later edits do not change what it shows. The page's links that still work are listed
 * below, each withdrawn with one button (a link sent too widely, a review that is over).
 */
export function PreviewLinkDialog({ page, drafts }: Pick<DraftActionProps, "page" | "drafts">) {
  const [seconds, setSeconds] = useState<number>(DEFAULT_SECONDS);
  const [making, setMaking] = useState<Making>({ status: "none" });
  const [working, setWorking] = useState<Working>({ status: "closed" });
  const [withdrawal, setWithdrawal] = useState<string>();

  async function load() {
    setWorking({ status: "loading" });
    try {
      setWorking({ status: "loaded", links: await workingPreviewLinks(page.id) });
    } catch (error) {
      setWorking({ status: "failed", message: describeApiFailure(error) });
    }
  }

  async function withdraw(link: StudioPreviewLinkSummary) {
    try {
      await withdrawPreviewLink(page.id, link.id);
      setWithdrawal(`Withdrawn: ${previewLinkInWords(link)}.`);
    } catch (error) {
      setWithdrawal(describeApiFailure(error));
    }
    await load();
  }

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
      await load();
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
    <Dialog.Root
      onOpenChange={(open) => {
        setMaking({ status: "none" });
        setWithdrawal(undefined);
        if (open) void load();
        else setWorking({ status: "closed" });
      }}
    >
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
          <Stack gap="small">
            <Heading level={3}>Links that work now</Heading>
            {working.status === "loading" ? <Text role="status">Loading the links…</Text> : null}
            {working.status === "failed" ? (
              <Text role="alert" tone="danger">
                {working.message}
              </Text>
            ) : null}
            {working.status === "loaded" && working.links.length === 0 ? (
              <Text>None: no one can open a preview of this page.</Text>
            ) : null}
            {working.status === "loaded" && working.links.length > 0 ? (
              <ul className={styles.history} aria-label="Links that work now">
                {working.links.map((link) => (
                  <li key={link.id} className={styles.historyItem}>
                    <Text>{previewLinkInWords(link)}</Text>
                    <div className={styles.historyActions}>
                      <Button
                        type="button"
                        variant="secondary"
                        size="small"
                        aria-label={`Withdraw the link: ${previewLinkInWords(link)}`}
                        onClick={() => void withdraw(link)}
                      >
                        Withdraw
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            <div role="status">{withdrawal ? <Text>{withdrawal}</Text> : null}</div>
          </Stack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
