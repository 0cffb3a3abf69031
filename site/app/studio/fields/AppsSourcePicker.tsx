import { Field, Select, Text } from "@workcraft/design-system";
import { useId, useState } from "react";
import type { CustomFieldProps } from "../editorFields";
import {
  appsSourceDraftOf,
  appsSourceKinds,
  appsSourceOfKind,
  withAppChosen,
  type AppsSourceDraft,
} from "./appsSource";
import {
  appChoices,
  appGroupChoices,
  bundleChoiceGroups,
  choiceOf,
  filterChoices,
} from "./catalogueChoices";
import { ChoiceOption } from "./ChoiceOption";
import { FieldFrame } from "./FieldFrame";
import * as styles from "./fields.css";
import { labelOf, metadataOf } from "./fieldValues";
import { ItemActions } from "./ItemActions";
import { moveItem } from "./listItems";
import { SearchBox } from "./SearchBox";
import { useItemOrder } from "./useItemOrder";

/**
 * Which catalogue apps a block shows (`catalogueAppsSourceSchema`): the kind first (the store,
 * a bundle, a group, chosen apps), then its part: a bundle or a group from a select, or apps
 * ticked in a searchable list and put in order. A new kind starts as `{ kind }` alone.
 */
export function AppsSourcePicker({ field, name, value, onChange, readOnly }: CustomFieldProps) {
  const { help } = metadataOf(field);
  const group = useId();
  const draft = appsSourceDraftOf(value);
  const change = (next: AppsSourceDraft) => onChange(next);

  return (
    <FieldFrame label={labelOf(field, name)} help={help} readOnly={readOnly}>
      <FieldFrame label="Apps shown" inner>
        {appsSourceKinds.map((option) => (
          <ChoiceOption
            key={option.kind}
            type="radio"
            name={group}
            value={option.kind}
            label={option.label}
            detail={option.hint}
            checked={draft.kind === option.kind}
            onChange={() => change(appsSourceOfKind(option.kind))}
          />
        ))}
      </FieldFrame>
      {draft.kind === "bundle" && (
        <Field label="Bundle" required>
          <Select
            size="small"
            value={draft.bundleId ?? ""}
            onChange={(event) => change({ kind: "bundle", bundleId: event.target.value })}
          >
            <option value="" disabled>
              Choose a bundle…
            </option>
            {bundleChoiceGroups.map((bundles) => (
              <optgroup key={bundles.label} label={bundles.label}>
                {bundles.choices.map((bundle) => (
                  <option key={bundle.value} value={bundle.value}>
                    {bundle.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
      )}
      {draft.kind === "group" && (
        <Field label="Group" required>
          <Select
            size="small"
            value={draft.group ?? ""}
            onChange={(event) => change({ kind: "group", group: event.target.value })}
          >
            <option value="" disabled>
              Choose a group…
            </option>
            {appGroupChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {draft.kind === "apps" && (
        <ChosenApps
          appIds={draft.appIds ?? []}
          onChange={(appIds) => change({ kind: "apps", appIds })}
        />
      )}
    </FieldFrame>
  );
}

/** Apps ticked in a searchable list, then put in the order the block shows them. */
function ChosenApps({
  appIds,
  onChange,
}: {
  appIds: readonly string[];
  onChange(appIds: string[]): void;
}) {
  const [query, setQuery] = useState("");
  const shown = filterChoices(appChoices, query);
  const { containerRef, ...order } = useItemOrder(appIds.length);

  return (
    <>
      <FieldFrame label="Apps" inner>
        <SearchBox
          label="Find an app"
          hint="By name or description."
          query={query}
          onQuery={setQuery}
        />
        <div className={styles.scrollBox}>
          {shown.map((choice) => (
            <ChoiceOption
              key={choice.value}
              type="checkbox"
              value={choice.value}
              label={choice.label}
              detail={choice.detail}
              checked={appIds.includes(choice.value)}
              onChange={(event) =>
                onChange(withAppChosen(appIds, choice.value, event.target.checked))
              }
            />
          ))}
        </div>
        <Text as="div" size="small" tone="muted" role="status">
          {shown.length === 0 ? `No app matches "${query}".` : ""}
        </Text>
      </FieldFrame>
      <FieldFrame label="Order" inner>
        <div ref={containerRef} className={styles.listBody}>
          {appIds.length === 0 ? (
            <Text size="small" tone="muted">
              No app chosen yet: tick at least one.
            </Text>
          ) : (
            <ol className={styles.itemList}>
              {appIds.map((appId, index) => {
                const appName = choiceOf(appChoices, appId)?.label ?? appId;
                return (
                  <li key={appId} data-item-key={order.keys[index]} className={styles.itemRow}>
                    <span className={styles.itemControl}>
                      <Text as="span" size="small">
                        {index + 1}. {appName}
                      </Text>
                    </span>
                    <ItemActions
                      itemName={appName}
                      index={index}
                      count={appIds.length}
                      canRemove
                      onMove={(from, to) => {
                        order.moved(from, to);
                        onChange(moveItem([...appIds], from, to));
                      }}
                      onRemove={(place) => {
                        order.removed(place);
                        onChange(appIds.filter((_id, other) => other !== place));
                      }}
                    />
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </FieldFrame>
    </>
  );
}
