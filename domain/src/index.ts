/*
 * `@workcraft/domain`: everything. Narrower entry points load less: `./rules` (pure rules, no
 * zod but its e-mail pattern, no catalogue), `./schemas` (zod schemas), `./data` (the catalogue
 * and its lookups) and `./api` (the website API's calls).
 */
export * from "./rules";
export * from "./schemas";
export * from "./data/index";
export * from "./api";
