import { Field, Icon, Text, TextInput, visuallyHiddenClass } from "@workcraft/design-system";
import { useId, useState } from "react";
import type { ImageReference } from "../../blockFields/imageField";
import type { CustomFieldProps } from "../editorFields";
import { choiceOf, filterChoices, imageChoices } from "./catalogueChoices";
import { FieldFrame } from "./FieldFrame";
import * as styles from "./fields.css";
import { labelOf, metadataOf, recordOf, textOf } from "./fieldValues";
import { SearchBox } from "./SearchBox";

/** The thumbnails' own proportions (the catalogue's xs files: 315 by 197 pixels). */
const THUMBNAIL = { width: 315, height: 197 } as const;

/**
 * A picture of the catalogue (`imageSchema`): its thumbnails as a radio group narrowed by a
 * search box, then its alt text, which is required. The value is `{ name, alt }` and nothing
 * else; alt text typed before a picture is chosen waits for the picture.
 */
export function ImagePicker({ field, name, value, onChange, readOnly }: CustomFieldProps) {
  const { help, optional } = metadataOf(field);
  const current = recordOf(value);
  const chosenName = typeof current.name === "string" ? current.name : undefined;
  const [draftAlt, setDraftAlt] = useState("");
  const alt = chosenName === undefined ? draftAlt : textOf(current.alt);
  const [altLeft, setAltLeft] = useState(false);
  const [query, setQuery] = useState("");
  const group = useId();
  const chosen = choiceOf(imageChoices, chosenName);
  const shown = filterChoices(imageChoices, query);

  const pick = (picture: string | undefined) => {
    if (picture === undefined) {
      setDraftAlt(alt);
      onChange(undefined);
    } else {
      onChange({ name: picture, alt } satisfies ImageReference);
    }
  };
  const writeAlt = (text: string) => {
    if (chosenName === undefined) setDraftAlt(text);
    else onChange({ name: chosenName, alt: text } satisfies ImageReference);
  };
  const altMissing = chosenName !== undefined && altLeft && alt.trim() === "";

  return (
    <FieldFrame label={labelOf(field, name)} help={help} readOnly={readOnly}>
      <div className={styles.current}>
        {chosen && (
          <img
            src={chosen.thumbnail}
            alt=""
            width={THUMBNAIL.width}
            height={THUMBNAIL.height}
            className={styles.currentThumbnail}
          />
        )}
        <span>
          {chosen
            ? `Chosen: ${chosen.label}`
            : chosenName
              ? `"${chosenName}" is no picture of the catalogue: choose another.`
              : "No picture chosen."}
        </span>
      </div>
      <SearchBox
        label="Find a picture"
        hint="By app or feature name."
        query={query}
        onQuery={setQuery}
      />
      <FieldFrame label="Picture" inner>
        <div className={styles.scrollBox}>
          <div className={styles.tileGrid}>
            {optional && (
              <label className={styles.tile}>
                <input
                  type="radio"
                  name={group}
                  className={visuallyHiddenClass}
                  checked={chosenName === undefined}
                  onChange={() => pick(undefined)}
                />
                <span className={styles.tileTick}>
                  <Icon name="check" size="small" />
                </span>
                <span className={styles.tileName}>No picture</span>
              </label>
            )}
            {shown.map((choice) => (
              <label key={choice.value} className={styles.tile}>
                <input
                  type="radio"
                  name={group}
                  value={choice.value}
                  className={visuallyHiddenClass}
                  checked={choice.value === chosenName}
                  onChange={() => pick(choice.value)}
                />
                <span className={styles.tileTick}>
                  <Icon name="check" size="small" />
                </span>
                <img
                  src={choice.thumbnail}
                  alt=""
                  width={THUMBNAIL.width}
                  height={THUMBNAIL.height}
                  loading="lazy"
                  decoding="async"
                  className={styles.thumbnail}
                />
                <span className={styles.tileName}>{choice.label}</span>
                {choice.detail && <span className={styles.tileDetail}>{choice.detail}</span>}
              </label>
            ))}
          </div>
        </div>
        <Text as="div" size="small" tone="muted" role="status">
          {shown.length === 0 ? `No picture matches "${query}".` : ""}
        </Text>
      </FieldFrame>
      <Field
        label="Alt text"
        required
        hint="Required: what the picture shows, for people who cannot see it."
        error={altMissing ? "Write what the picture shows." : undefined}
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
