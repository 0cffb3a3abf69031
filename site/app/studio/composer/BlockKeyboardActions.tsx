import { createUsePuck } from "@puckeditor/core";
import { Button, Field, Select, Text } from "@workcraft/design-system";
import { useState, type FormEvent } from "react";
import { blockDefinitions, isBlockType, type BlockType } from "../../blocks/blockDefinitions";
import { blockCategories } from "../../blocks/defineBlock";
import * as styles from "./composer.css";

const usePuck = createUsePuck();

/** The page's one list of blocks, as Puck names it. */
const PAGE_ZONE = "root:default-zone";

const definitions = Object.values(blockDefinitions);
const labelOf = (type: BlockType) => blockDefinitions[type].label;

/**
 * Composing without a mouse: choose a block and add it after the chosen one (or at the end), then
 * move the chosen block up or down. Each change is Puck's own (its history undoes it), the new
 * block is chosen so its fields show, and what happened is said in a live region.
 */
export function BlockKeyboardActions() {
  const dispatch = usePuck((state) => state.dispatch);
  const count = usePuck((state) => state.appState.data.content.length);
  const selector = usePuck((state) => state.appState.ui.itemSelector);
  const chosen = selector && selector.zone === PAGE_ZONE ? selector.index : undefined;
  const [type, setType] = useState<BlockType>(definitions[0]!.type);
  const [told, setTold] = useState("");

  const choose = (index: number) =>
    dispatch({ type: "setUi", ui: { itemSelector: { index, zone: PAGE_ZONE } } });

  function add(event: FormEvent) {
    event.preventDefault();
    const index = chosen === undefined ? count : chosen + 1;
    dispatch({
      type: "insert",
      componentType: type,
      destinationIndex: index,
      destinationZone: PAGE_ZONE,
    });
    choose(index);
    setTold(`Added ${labelOf(type)} as block ${index + 1} of ${count + 1}; its fields are shown.`);
  }

  function move(by: -1 | 1) {
    if (chosen === undefined) return;
    const index = chosen + by;
    dispatch({
      type: "reorder",
      sourceIndex: chosen,
      destinationIndex: index,
      destinationZone: PAGE_ZONE,
    });
    choose(index);
    setTold(`Moved the chosen block to place ${index + 1} of ${count}.`);
  }

  return (
    <div className={styles.blockActions}>
      <form className={styles.checkpoint} onSubmit={add} aria-label="Add a block">
        <Field label="Block to add">
          <Select
            size="small"
            value={type}
            onChange={(event) => {
              const chosen = event.target.value;
              if (isBlockType(chosen)) setType(chosen);
            }}
          >
            {blockCategories.map((category) => (
              <optgroup key={category} label={category}>
                {definitions
                  .filter((definition) => definition.category === category)
                  .map((definition) => (
                    <option key={definition.type} value={definition.type}>
                      {definition.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="secondary" size="small">
          {chosen === undefined ? "Add at the end" : `Add after block ${chosen + 1}`}
        </Button>
      </form>
      <Button
        type="button"
        variant="secondary"
        size="small"
        disabled={chosen === undefined || chosen === 0}
        onClick={() => move(-1)}
      >
        Move block up
      </Button>
      <Button
        type="button"
        variant="secondary"
        size="small"
        disabled={chosen === undefined || chosen >= count - 1}
        onClick={() => move(1)}
      >
        Move block down
      </Button>
      <Text size="small" role="status">
        {told}
      </Text>
    </div>
  );
}
