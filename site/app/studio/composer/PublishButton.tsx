import type { StudioPage } from "@workcraft/domain/schemas";
import { Button, Link, Text } from "@workcraft/design-system";
import { useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import type { ComposerProblem } from "./composerProblems";
import type { useDraftSaving } from "./useDraftSaving";

type Publishing =
  | { status: "idle" }
  | { status: "publishing" }
  | { status: "published"; version: number; path: string }
  | { status: "failed"; message: string };

/**
 * A Studio page's Publish, which stays disabled while any problem is listed (advice aside), while
 * the preview's accessibility check has not seen the page as it is, or when the person may not
 * publish; then what the publish did.
 */
export function PublishButton({
  page,
  drafts,
  problems,
  mayPublish,
  checking,
}: {
  page: StudioPage;
  drafts: ReturnType<typeof useDraftSaving>;
  problems: readonly ComposerProblem[];
  mayPublish: boolean;
  /** Whether the preview's accessibility check has not yet seen the page as it is. */
  checking: boolean;
}) {
  const [publishing, setPublishing] = useState<Publishing>({ status: "idle" });

  async function publish() {
    setPublishing({ status: "publishing" });
    await drafts.saveNow();
    if (drafts.unsaved()) {
      setPublishing({ status: "failed", message: "Save the draft first: it is not saved yet." });
      return;
    }
    try {
      const published = await callApi("studio/pages/publish", {
        id: page.id,
        revision: drafts.revision(),
      });
      setPublishing({
        status: "published",
        version: published.version.number,
        path: published.path,
      });
    } catch (error) {
      setPublishing({ status: "failed", message: describeApiFailure(error) });
    }
  }

  return (
    <>
      <Button
        type="button"
        disabled={
          !mayPublish ||
          checking ||
          problems.some((problem) => !problem.advisory) ||
          publishing.status === "publishing"
        }
        onClick={() => void publish()}
      >
        Publish
      </Button>
      {!mayPublish ? <Text tone="muted">Publishing needs the publisher role.</Text> : null}
      <div role="status">
        {publishing.status === "published" ? (
          <Text>
            Version {publishing.version} is live at{" "}
            <Link href={publishing.path}>{publishing.path}</Link>
          </Text>
        ) : publishing.status === "failed" ? (
          <Text tone="danger">{publishing.message}</Text>
        ) : null}
      </div>
    </>
  );
}
