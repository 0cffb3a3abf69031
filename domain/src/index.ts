export * from "./meta";
