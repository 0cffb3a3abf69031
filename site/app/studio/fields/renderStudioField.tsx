import type { CustomFieldKind } from "../customFieldKinds";
import type { RenderCustomField } from "../editorFields";
import { AppsSourcePicker } from "./AppsSourcePicker";
import { CatalogueItemPicker } from "./CatalogueItemPicker";
import { IconPicker } from "./IconPicker";
import { ImagePicker } from "./ImagePicker";
import { LinkPicker } from "./LinkPicker";
import { ListField } from "./ListField";
import { VariantsField } from "./VariantsField";

/**
 * The Studio's control of each custom field kind (`customFieldKinds`, `variants`, `list`), as
 * the editor config takes them (`StudioEditorOptions.renderCustomField`). Each shows the
 * field's label and help, and gives back a value of exactly the shape its schema takes.
 */
export const renderStudioField: RenderCustomField = (kind: CustomFieldKind, props) => {
  switch (kind) {
    case "image":
      return <ImagePicker {...props} />;
    case "icon":
      return <IconPicker {...props} />;
    case "link":
      return <LinkPicker {...props} />;
    case "catalogueApp":
      return <CatalogueItemPicker {...props} catalogue="app" />;
    case "catalogueTemplate":
      return <CatalogueItemPicker {...props} catalogue="template" />;
    case "catalogueAppsSource":
      return <AppsSourcePicker {...props} />;
    case "variants":
      return <VariantsField {...props} />;
    case "list":
      return <ListField {...props} />;
    default:
      return kind satisfies never;
  }
};
