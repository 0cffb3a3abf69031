export * from "./Heading";
export * from "./Link";
export * from "./SkipLink";
export * from "./Text";
export * from "./VisuallyHidden";
