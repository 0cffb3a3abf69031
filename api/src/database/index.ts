export {
  migrationsFolder,
  openDatabase,
  pingDatabase,
  queryRows,
  type AppDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
} from "./database";
