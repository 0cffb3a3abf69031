import type { ApiErrorBody, ApiErrorCurrent } from "@workcraft/domain/api";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error an endpoint throws on purpose; its status and message reach the caller as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** For a conflict of revisions: what the caller's write was refused against. */
    readonly current?: ApiErrorCurrent,
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
        ...(this.current ? { current: this.current } : {}),
      },
    };
  }
}
