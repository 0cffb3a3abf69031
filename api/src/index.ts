export { API_BASE_PATH, createApi, respondWithApiError, type ApiDependencies } from "./app";
export { ApiError, type ApiErrorBody } from "./apiError";
export {
  openDatabase,
  type AppDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
} from "./database";
