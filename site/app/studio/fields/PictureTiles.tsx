import { Icon, visuallyHiddenClass } from "@workcraft/design-system";
import type { ImageChoice } from "./catalogueChoices";
import * as styles from "./fields.css";

/** The catalogue's thumbnails' own proportions (its xs files: 315 by 197 pixels). */
export const CATALOGUE_THUMBNAIL = { width: 315, height: 197 } as const;

/** A picture to choose, with its own proportions when it has them (a library picture). */
export type PictureChoice = ImageChoice & { width?: number; height?: number };

export interface PictureTilesProps<Choice extends PictureChoice> {
  /** The radio group's name: one per field, whichever source it shows. */
  group: string;
  choices: readonly Choice[];
  /** The name of the picture chosen now, if any. */
  chosenName: string | undefined;
  /** The field may be left without a picture: a "No picture" tile comes first. */
  optional: boolean;
  onPick(choice: Choice | undefined): void;
}

/**
 * Pictures as a radio group of thumbnails, each with its name and a line more; the chosen one is
 * marked by a tick as well as its colour.
 */
export function PictureTiles<Choice extends PictureChoice>({
  group,
  choices,
  chosenName,
  optional,
  onPick,
}: PictureTilesProps<Choice>) {
  return (
    <div className={styles.scrollBox}>
      <div className={styles.tileGrid}>
        {optional && (
          <label className={styles.tile}>
            <input
              type="radio"
              name={group}
              className={visuallyHiddenClass}
              checked={chosenName === undefined}
              onChange={() => onPick(undefined)}
            />
            <span className={styles.tileTick}>
              <Icon name="check" size="small" />
            </span>
            <span className={styles.tileName}>No picture</span>
          </label>
        )}
        {choices.map((choice) => (
          <label key={choice.value} className={styles.tile}>
            <input
              type="radio"
              name={group}
              value={choice.value}
              className={visuallyHiddenClass}
              checked={choice.value === chosenName}
              onChange={() => onPick(choice)}
            />
            <span className={styles.tileTick}>
              <Icon name="check" size="small" />
            </span>
            <img
              src={choice.thumbnail}
              alt=""
              width={choice.width ?? CATALOGUE_THUMBNAIL.width}
              height={choice.height ?? CATALOGUE_THUMBNAIL.height}
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
  );
}
