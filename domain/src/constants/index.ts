export * from "./businessConstants";
