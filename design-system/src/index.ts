export * from "./Container";
export * from "./Heading";
export * from "./SkipLink";
export * from "./Text";
