import { describe, expect, it } from "vitest";
import { FORM_DATA_OBJECT_REQUIRED, createFormCapture } from "./formCapture";
import { formCapturePayloadSchema } from "./formCaptureSchema";

describe("createFormCapture", () => {
  it("builds the payload of a lead form", () => {
    const data = { email: "ada@example.com" };
    const payload = createFormCapture("interest", data);
    expect(payload).toEqual({ formName: "interest", data: { email: "ada@example.com" } });
    expect(payload.data).not.toBe(data);
  });

  it.each([[undefined], [null], ["text"], [42], [["a"]], [new Date(0)]])(
    "throws the spec's message for %o",
    (data) => {
      expect(() => createFormCapture("interest", data)).toThrow(
        "sendMessage requires data to be an object",
      );
    },
  );

  it("has a schema that reports the spec's message", () => {
    const result = formCapturePayloadSchema.safeParse({ formName: "interest", data: "x" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(FORM_DATA_OBJECT_REQUIRED);
    expect(formCapturePayloadSchema.safeParse({ formName: "interest", data: {} }).success).toBe(
      true,
    );
  });
});
