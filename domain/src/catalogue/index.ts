export * from "./catalogueSchema";
