import { Icon, IconButton } from "@workcraft/design-system";
import * as styles from "./fields.css";

export interface ItemActionsProps {
  /** How the item is named in the buttons: "item 2", "Dashboards". */
  itemName: string;
  index: number;
  count: number;
  canRemove: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

/** Move up, Move down and Remove, each named for its item ("Remove item 2"). */
export function ItemActions({
  itemName,
  index,
  count,
  canRemove,
  onMove,
  onRemove,
}: ItemActionsProps) {
  return (
    <>
      <IconButton
        size="small"
        label={`Move ${itemName} up`}
        data-item-part="up"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <Icon name="chevron-down" size="small" className={styles.pointUp} />
      </IconButton>
      <IconButton
        size="small"
        label={`Move ${itemName} down`}
        data-item-part="down"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <Icon name="chevron-down" size="small" />
      </IconButton>
      <IconButton
        size="small"
        label={`Remove ${itemName}`}
        data-item-part="remove"
        disabled={!canRemove}
        onClick={() => onRemove(index)}
      >
        <Icon name="close" size="small" />
      </IconButton>
    </>
  );
}
