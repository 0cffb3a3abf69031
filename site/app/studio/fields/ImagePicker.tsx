import type { LibraryImage } from "@workcraft/domain/schemas";
import { Field, Text, TextInput } from "@workcraft/design-system";
import { useEffect, useId, useRef, useState } from "react";
import { ALT_TEXT_REQUIRED_MESSAGE, type ImageReference } from "../../blockFields/imageField";
import type { CustomFieldProps } from "../editorFields";
import { listLibraryImages } from "../imageLibrary";
import { useLoaded, type Loaded } from "../screens/useLoaded";
import { choiceOf, filterChoices, imageChoices, type ImageChoice } from "./catalogueChoices";
import { ChoiceOption } from "./ChoiceOption";
import { FieldFrame } from "./FieldFrame";
import * as styles from "./fields.css";
import { labelOf, metadataOf, recordOf, textOf } from "./fieldValues";
import {
  imageSourceOf,
  imageSources,
  libraryImageChoices,
  libraryImageValue,
  libraryThumbnailOf,
  pictureSizeInWords,
  withUploadedImages,
  type ImageSource,
} from "./libraryChoices";
import { LibraryPictures } from "./LibraryPictures";
import { CATALOGUE_THUMBNAIL, PictureTiles } from "./PictureTiles";
import { SearchBox } from "./SearchBox";

/** What the field shows as chosen: the thumbnail, its proportions and the words. */
interface ChosenPicture {
  thumbnail: string | undefined;
  width: number;
  height: number;
  words: string;
}

/**
 * A block's picture (`imageSchema`), from one of two sources chosen by a radio group: the
 * catalogue's illustrations as thumbnails narrowed by a search box, or the Studio's library,
 * where a picture is uploaded too; then its alt text, which is required. The value is
 * `{ name, alt }` for a catalogue picture and `{ name, alt, width, height }` for a library one;
 * alt text typed before a picture is chosen waits for the picture.
 */
export function ImagePicker({ field, name, value, onChange, readOnly }: CustomFieldProps) {
  const { help, optional = false } = metadataOf(field);
  const current = recordOf(value);
  const chosenName = typeof current.name === "string" ? current.name : undefined;
  const [draftAlt, setDraftAlt] = useState("");
  const alt = chosenName === undefined ? draftAlt : textOf(current.alt);
  const [altLeft, setAltLeft] = useState(false);
  const [source, setSource] = useState<ImageSource>(() => imageSourceOf(chosenName));
  const [query, setQuery] = useState("");
  const [uploaded, setUploaded] = useState<LibraryImage[]>([]);
  const group = useId();

  // The library is listed once its side is shown, or to name a library picture chosen before.
  const libraryWanted = source === "library" || imageSourceOf(chosenName) === "library";
  const [listing, setListing] = useState(1);
  const [listed] = useLoaded(
    () => (libraryWanted ? listLibraryImages() : Promise.resolve([])),
    libraryWanted ? `library ${listing}` : "none",
  );
  const library: Loaded<LibraryImage[]> =
    listed.status === "loaded"
      ? { status: "loaded", data: withUploadedImages(uploaded, listed.data) }
      : listed;
  // An upload ends after renders of its own: the alt text typed meanwhile is the one to keep.
  const altNow = useRef(alt);
  useEffect(() => {
    altNow.current = alt;
  });

  const choose = (picture: ImageReference | undefined) => {
    if (picture === undefined) setDraftAlt(alt);
    onChange(picture);
  };
  const writeAlt = (text: string) => {
    if (chosenName === undefined) setDraftAlt(text);
    else onChange({ ...sizeOf(current), name: chosenName, alt: text } satisfies ImageReference);
  };
  const altMissing = chosenName !== undefined && altLeft && alt.trim() === "";
  const chosen = chosenPicture(chosenName, current, library);

  return (
    <FieldFrame label={labelOf(field, name)} help={help} readOnly={readOnly}>
      <div className={styles.current}>
        {chosen?.thumbnail && (
          <img
            src={chosen.thumbnail}
            alt=""
            width={chosen.width}
            height={chosen.height}
            className={styles.currentThumbnail}
          />
        )}
        <span>
          {chosen
            ? chosen.words
            : chosenName
              ? `"${chosenName}" is no picture of the catalogue or the library: choose another.`
              : "No picture chosen."}
        </span>
      </div>
      <FieldFrame label="Pictures from" inner>
        {imageSources.map((option) => (
          <ChoiceOption
            key={option.source}
            type="radio"
            name={`${group}-source`}
            value={option.source}
            label={option.label}
            detail={option.hint}
            checked={source === option.source}
            onChange={() => setSource(option.source)}
          />
        ))}
      </FieldFrame>
      {source === "catalogue" ? (
        <CataloguePictures
          group={group}
          query={query}
          onQuery={setQuery}
          chosenName={chosenName}
          optional={optional}
          onPick={(choice) => choose(choice && { name: choice.value, alt })}
        />
      ) : (
        <LibraryPictures
          group={group}
          library={library}
          chosenName={chosenName}
          optional={optional}
          onPick={(choice) => choose(choice && libraryImageValue(choice, alt))}
          onUploaded={(image) => {
            setUploaded((before) => withUploadedImages([image], before));
            const [choice] = libraryImageChoices([image]);
            if (choice) choose(libraryImageValue(choice, altNow.current));
          }}
          onRetry={() => setListing((count) => count + 1)}
        />
      )}
      <Field
        label="Alt text"
        required
        hint="Required: what the picture shows, for people who cannot see it."
        error={altMissing ? ALT_TEXT_REQUIRED_MESSAGE : undefined}
      >
        <TextInput
          size="small"
          value={alt}
          onChange={(event) => writeAlt(event.target.value)}
          onBlur={() => setAltLeft(true)}
        />
      </Field>
    </FieldFrame>
  );
}

/** The catalogue's side of the field: its illustrations, narrowed by a search box. */
function CataloguePictures({
  group,
  query,
  onQuery,
  chosenName,
  optional,
  onPick,
}: {
  group: string;
  query: string;
  onQuery(query: string): void;
  chosenName: string | undefined;
  optional: boolean;
  onPick(choice: ImageChoice | undefined): void;
}) {
  const shown = filterChoices(imageChoices, query);
  return (
    <>
      <SearchBox
        label="Find a picture"
        hint="By app or feature name."
        query={query}
        onQuery={onQuery}
      />
      <FieldFrame label="Picture" inner>
        <PictureTiles
          group={group}
          choices={shown}
          chosenName={chosenName}
          optional={optional}
          onPick={onPick}
        />
        <Text as="div" size="small" tone="muted" role="status">
          {shown.length === 0 ? `No picture matches "${query}".` : ""}
        </Text>
      </FieldFrame>
    </>
  );
}

/** A library picture's size as the value holds it, to keep when its alt text changes. */
function sizeOf(value: Record<string, unknown>): { width?: number; height?: number } {
  const { width, height } = value;
  return {
    ...(typeof width === "number" ? { width } : {}),
    ...(typeof height === "number" ? { height } : {}),
  };
}

/** The picture the value names, as the field shows it; undefined for a name of neither source. */
function chosenPicture(
  chosenName: string | undefined,
  value: Record<string, unknown>,
  library: Loaded<LibraryImage[]>,
): ChosenPicture | undefined {
  if (chosenName === undefined) return undefined;
  const fromCatalogue = choiceOf(imageChoices, chosenName);
  if (fromCatalogue) {
    return {
      thumbnail: fromCatalogue.thumbnail,
      ...CATALOGUE_THUMBNAIL,
      words: `Chosen: ${fromCatalogue.label}`,
    };
  }
  const thumbnail = libraryThumbnailOf(chosenName);
  if (thumbnail === undefined) return undefined;
  const listed =
    library.status === "loaded"
      ? choiceOf(libraryImageChoices(library.data), chosenName)
      : undefined;
  const { width = listed?.width, height = listed?.height } = sizeOf(value);
  const size = width && height ? `, ${pictureSizeInWords(width, height)}` : "";
  return {
    thumbnail: listed?.thumbnail ?? thumbnail,
    width: width ?? CATALOGUE_THUMBNAIL.width,
    height: height ?? CATALOGUE_THUMBNAIL.height,
    words: `Chosen: ${listed ? `"${listed.label}" from the library` : "a picture of the library"}${size}`,
  };
}
