export { API_BASE_PATH, createApi, respondWithApiError } from "./app";
export { ApiError, type ApiErrorBody } from "./apiError";
