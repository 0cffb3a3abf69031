export * from "./meta";
export * from "./constants";
export * from "./ids";
export * from "./votes";
export * from "./forms";
export * from "./catalogue";
export * from "./cart";
export * from "./pricing";
