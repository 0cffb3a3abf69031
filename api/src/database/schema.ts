// The tables of the website API. Each feature adds its tables here, then runs
// `npm run db:generate -w @workcraft/api` to write the migration that creates them.
export {};
