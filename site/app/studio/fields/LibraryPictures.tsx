import type { LibraryImage } from "@workcraft/domain/schemas";
import { Button, Field, Text } from "@workcraft/design-system";
import { useState } from "react";
import { describeApiFailure } from "../../api/apiClient";
import { LIBRARY_UPLOAD_ACCEPT, uploadLibraryImage } from "../imageLibrary";
import type { Loaded } from "../screens/useLoaded";
import { filterChoices } from "./catalogueChoices";
import { FieldFrame } from "./FieldFrame";
import * as styles from "./fields.css";
import { libraryImageChoices, type LibraryImageChoice } from "./libraryChoices";
import { PictureTiles } from "./PictureTiles";
import { SearchBox } from "./SearchBox";

/** Where an upload is: none yet, on its way, refused (in the API's words) or kept. */
type Upload =
  | { status: "none" }
  | { status: "uploading"; fileName: string }
  | { status: "failed"; message: string }
  | { status: "done"; message: string };

export interface LibraryPicturesProps {
  /** The radio group's name, the field's. */
  group: string;
  /** The library's pictures, those uploaded here first. */
  library: Loaded<LibraryImage[]>;
  chosenName: string | undefined;
  optional: boolean;
  onPick(choice: LibraryImageChoice | undefined): void;
  /** A picture the library kept: the field adds it to its list and chooses it. */
  onUploaded(image: LibraryImage): void;
  /** Asks the library's list again, after it failed. */
  onRetry(): void;
}

/**
 * The library's side of the picture field: an upload (PNG, JPEG or WebP) whose picture is
 * chosen once kept, or the API's reason it was not; then the library's pictures as thumbnails
 * with their names, narrowed by a search box.
 */
export function LibraryPictures({
  group,
  library,
  chosenName,
  optional,
  onPick,
  onUploaded,
  onRetry,
}: LibraryPicturesProps) {
  const [upload, setUpload] = useState<Upload>({ status: "none" });
  const [query, setQuery] = useState("");
  const choices = library.status === "loaded" ? libraryImageChoices(library.data) : [];
  const shown = filterChoices(choices, query);

  async function send(file: File) {
    setUpload({ status: "uploading", fileName: file.name });
    try {
      const { image, added } = await uploadLibraryImage(file);
      setQuery("");
      onUploaded(image);
      setUpload({
        status: "done",
        message: added
          ? `Uploaded "${image.name}" and chose it.`
          : `"${image.name}" was in the library already: chose it.`,
      });
    } catch (error) {
      setUpload({ status: "failed", message: describeApiFailure(error) });
    }
  }

  return (
    <>
      <Field
        label="Upload a picture"
        hint="PNG, JPEG or WebP, at most 10 MB. It joins the library and is chosen here."
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={LIBRARY_UPLOAD_ACCEPT}
            className={styles.fileInput}
            disabled={control.disabled || upload.status === "uploading"}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void send(file);
            }}
          />
        )}
      </Field>
      <div role="status">
        {upload.status === "uploading" && (
          <Text as="span" size="small">
            Uploading {upload.fileName}…
          </Text>
        )}
        {(upload.status === "failed" || upload.status === "done") && (
          <Text as="span" size="small" tone={upload.status === "failed" ? "danger" : "default"}>
            {upload.message}
          </Text>
        )}
      </div>
      <SearchBox label="Find a picture" hint="By name." query={query} onQuery={setQuery} />
      <FieldFrame label="Picture" inner>
        {library.status === "loaded" && (
          <PictureTiles
            group={group}
            choices={shown}
            chosenName={chosenName}
            optional={optional}
            onPick={onPick}
          />
        )}
        <Text
          as="div"
          size="small"
          tone={library.status === "failed" ? "danger" : "muted"}
          role="status"
        >
          {library.status === "loading"
            ? "Loading the library…"
            : library.status === "failed"
              ? `The library could not be listed: ${library.message}`
              : choices.length === 0
                ? "The library has no picture yet: upload one."
                : shown.length === 0
                  ? `No picture matches "${query}".`
                  : ""}
        </Text>
        {library.status === "failed" && (
          <Button type="button" variant="secondary" size="small" onClick={onRetry}>
            List the library again
          </Button>
        )}
      </FieldFrame>
    </>
  );
}
