import type { ApiErrorBody } from "@workcraft/domain/api";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error an endpoint throws on purpose; its status and message reach the caller as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}
