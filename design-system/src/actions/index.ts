export * from "./Badge";
export * from "./Button";
export * from "./Card";
export * from "./IconButton";
export * from "./Tag";
