import type { ModelProject } from "../catalogue/catalogueSchema";

/**
 * Model projects a new workspace is copied from: an empty one per builder plan and one per
 * template. `docId` names the model workspace's document; `planId` is the builder plan it runs on.
 */
export const MODEL_PROJECTS: readonly ModelProject[] = [
  { active: true, id: "model-builder-startup", docId: "doc-builder-startup", planId: "builder0" },
  { active: true, id: "model-builder-standard", docId: "doc-builder-standard", planId: "builder1" },
  { active: true, id: "model-builder-advanced", docId: "doc-builder-advanced", planId: "builder2" },
  { active: true, id: "model-b2b-commerce", docId: "doc-b2b-commerce", planId: "builder1" },
  {
    active: true,
    id: "model-b2b-commerce-with-gpo",
    docId: "doc-b2b-commerce-with-gpo",
    planId: "builder1",
  },
  {
    active: true,
    id: "model-backoffice-for-startups",
    docId: "doc-backoffice-for-startups",
    planId: "builder0",
  },
];
