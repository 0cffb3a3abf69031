/*
 * `@workcraft/domain`: everything. Narrower entry points load less: `./rules` (pure rules, no
 * zod, no catalogue), `./schemas` (zod schemas) and `./data` (the catalogue and its lookups).
 */
export * from "./rules";
export * from "./schemas";
export * from "./data/index";
