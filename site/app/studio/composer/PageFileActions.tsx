import { Button, Text } from "@workcraft/design-system";
import { useRef, useState } from "react";
import { callApi, describeApiFailure } from "../../api/apiClient";
import { readPageFile } from "../pageFile";
import { downloadPageFile } from "./downloadPageFile";
import type { DraftActionProps } from "./useDraftSaving";

type Told =
  { status: "none" } | { status: "done"; message: string } | { status: "failed"; message: string };

/**
 * The page as a content file: Export downloads the draft as the JSON file the repository would
 * hold (and says where it goes), Import reads such a file into the draft, which the editor then
 * opens (`reopen`). A file that is not a page is refused, and the draft is left as it was.
 */
export function PageFileActions({ page, drafts, draft, reopen }: DraftActionProps) {
  const [told, setTold] = useState<Told>({ status: "none" });
  const picker = useRef<HTMLInputElement>(null);

  function exportFile() {
    setTold({ status: "done", message: downloadPageFile(page.path, draft()) });
  }

  async function importFile(chosen: File) {
    const read = readPageFile(chosen.name, await chosen.text());
    if (!read.ok) {
      setTold({ status: "failed", message: read.problem });
      return;
    }
    await drafts.saveNow();
    if (drafts.unsaved()) {
      setTold({ status: "failed", message: "Save the draft first: it is not saved yet." });
      return;
    }
    try {
      await callApi("studio/pages/save", {
        id: page.id,
        revision: drafts.revision(),
        page: read.page,
      });
      reopen();
    } catch (error) {
      setTold({ status: "failed", message: describeApiFailure(error) });
    }
  }

  return (
    <>
      <Button type="button" variant="secondary" onClick={exportFile}>
        Export JSON
      </Button>
      <Button type="button" variant="secondary" onClick={() => picker.current?.click()}>
        Import JSON
      </Button>
      <input
        ref={picker}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="A page's content file to import into the draft"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = "";
          if (chosen) void importFile(chosen);
        }}
      />
      <div role="status">
        {told.status === "none" ? null : (
          <Text tone={told.status === "failed" ? "danger" : "default"}>{told.message}</Text>
        )}
      </div>
    </>
  );
}
