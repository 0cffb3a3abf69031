import { AutoField, type Field } from "@puckeditor/core";
import { Button, Text, TextArea, TextInput } from "@workcraft/design-system";
import type { CustomFieldProps } from "../editorFields";
import { FieldFrame } from "./FieldFrame";
import * as styles from "./fields.css";
import { labelOf, listOf, metadataOf } from "./fieldValues";
import { ItemActions } from "./ItemActions";
import {
  addItem,
  boundsInWords,
  canAddItem,
  canRemoveItem,
  itemName,
  listValueOf,
  moveItem,
  newItemValue,
  removeItem,
} from "./listItems";
import { useItemOrder } from "./useItemOrder";

/**
 * A list of plain values (a `list` field: texts, numbers, choices): one control per item, named
 * by its place ("Item 2"), with buttons to move and remove it and one to add another, within
 * the list's bounds (`metadata.min`, `metadata.max`).
 */
export function ListField({ field, name, value, onChange, readOnly }: CustomFieldProps) {
  const { help, optional = false, item, min, max } = metadataOf(field);
  const items = listOf(value);
  const { containerRef, ...order } = useItemOrder(items.length);
  const bounds = { min, max };
  const change = (next: unknown[]) => onChange(listValueOf(next, optional));
  const boundsText = boundsInWords(bounds);

  return (
    <FieldFrame label={labelOf(field, name)} help={help} readOnly={readOnly}>
      <div ref={containerRef} className={styles.listBody}>
        {items.length > 0 ? (
          <ol className={styles.itemList}>
            {items.map((entry, index) => (
              <li
                key={order.keys[index]}
                data-item-key={order.keys[index]}
                className={styles.itemRow}
              >
                <div className={styles.itemControl}>
                  <ItemControl
                    item={item}
                    index={index}
                    value={entry}
                    onChange={(changed) =>
                      change(items.map((old, place) => (place === index ? changed : old)))
                    }
                  />
                </div>
                <ItemActions
                  itemName={itemName(index).toLowerCase()}
                  index={index}
                  count={items.length}
                  canRemove={canRemoveItem(items.length, bounds)}
                  onMove={(from, to) => {
                    order.moved(from, to);
                    change(moveItem(items, from, to));
                  }}
                  onRemove={(place) => {
                    order.removed(place);
                    change(removeItem(items, place));
                  }}
                />
              </li>
            ))}
          </ol>
        ) : (
          <Text size="small" tone="muted">
            {optional ? "No items: the list is left out." : "No items yet."}
          </Text>
        )}
        {boundsText && (
          <Text size="small" tone="muted">
            {boundsText}
          </Text>
        )}
        <div>
          <Button
            size="small"
            variant="secondary"
            data-item-part="add"
            disabled={!canAddItem(items.length, bounds)}
            onClick={() => {
              order.added();
              change(addItem(items, newItemValue(item)));
            }}
          >
            Add item
          </Button>{" "}
          {optional && items.length > 0 && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => {
                order.cleared();
                change([]);
              }}
            >
              Clear the list
            </Button>
          )}
        </div>
      </div>
    </FieldFrame>
  );
}

/** One item's control: a text box, a number box, or the editor's own control for its field. */
function ItemControl({
  item,
  index,
  value,
  onChange,
}: {
  item: Field | undefined;
  index: number;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const label = itemName(index);
  switch (item?.type) {
    case undefined:
    case "text":
      return (
        <TextInput
          size="small"
          aria-label={label}
          data-item-part="control"
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "textarea":
      return (
        <TextArea
          rows={2}
          aria-label={label}
          data-item-part="control"
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "number":
      return (
        <TextInput
          type="number"
          size="small"
          aria-label={label}
          data-item-part="control"
          min={item.min}
          max={item.max}
          step={item.step}
          value={typeof value === "number" ? String(value) : ""}
          onChange={(event) =>
            onChange(event.target.value === "" ? undefined : event.target.valueAsNumber)
          }
        />
      );
    default: {
      // The item's own control (a choice, a picker of the Studio), labelled with its place.
      if (!item) return null;
      const labelled: Field = { ...item, label };
      return <AutoField field={labelled} value={value} onChange={onChange} />;
    }
  }
}
