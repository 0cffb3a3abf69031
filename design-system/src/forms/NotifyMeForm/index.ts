export { NotifyMeForm } from "./NotifyMeForm";
export type { NotifyMeFormProps, NotifyMeProblems, NotifyMeValues } from "./NotifyMeForm";
