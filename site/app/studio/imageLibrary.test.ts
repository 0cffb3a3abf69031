import {
  LIBRARY_IMAGE_MAX_BYTES,
  LIBRARY_IMAGE_TOO_LARGE_MESSAGE,
  LIBRARY_IMAGE_TYPE_MESSAGE,
} from "@workcraft/domain/rules";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiCallError, describeApiFailure } from "../api/apiClient";
import { listLibraryImages, uploadLibraryImage } from "./imageLibrary";

/** A stand-in API: answers each path as the test sets it, and keeps what it was sent. */
let answers: Record<string, { status: number; body: unknown }> = {};
let seen: { method: string; path: string; contentType: string; body: string }[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url!.replace("/api/v2/", "");
      seen.push({
        method: request.method!,
        path,
        contentType: request.headers["content-type"] ?? "",
        body: Buffer.concat(chunks).toString("latin1"),
      });
      const answer = answers[path] ?? {
        status: 404,
        body: { error: { code: "not_found", message: "No." } },
      };
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers = {};
  seen = [];
});

const picture = { hash: "a".repeat(64), reference: `library/${"a".repeat(64)}`, name: "Team" };

describe("the Studio's image library from the browser", () => {
  it("lists the library with a GET and no body", async () => {
    answers["studio/images/list"] = { status: 200, body: { data: { images: [picture] } } };
    expect(await listLibraryImages({ origin })).toEqual([picture]);
    expect(seen).toMatchObject([{ method: "GET", path: "studio/images/list", body: "" }]);
  });

  it("uploads the file as the form's field file and resolves to the picture kept", async () => {
    answers["studio/images/upload"] = {
      status: 200,
      body: { data: { image: picture, added: true } },
    };
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "team.png", {
      type: "image/png",
    });
    expect(await uploadLibraryImage(file, { origin })).toEqual({ image: picture, added: true });
    const [sent] = seen;
    expect(sent).toMatchObject({ method: "POST", path: "studio/images/upload" });
    expect(sent!.contentType).toMatch(/^multipart\/form-data; boundary=/u);
    expect(sent!.body).toContain(
      'Content-Disposition: form-data; name="file"; filename="team.png"',
    );
    expect(sent!.body).toContain("Content-Type: image/png");
  });

  it("rejects with the API's words when it refuses the file", async () => {
    answers["studio/images/upload"] = {
      status: 415,
      body: { error: { code: "unsupported_image_type", message: LIBRARY_IMAGE_TYPE_MESSAGE } },
    };
    const refused = await uploadLibraryImage(new File(["just text"], "fake.png"), { origin }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiCallError);
    expect((refused as ApiCallError).code).toBe("unsupported_image_type");
    expect(describeApiFailure(refused)).toBe(LIBRARY_IMAGE_TYPE_MESSAGE);
  });

  it("refuses a file over 10 MB with the API's message, without sending it", async () => {
    const large = new File([new Uint8Array(LIBRARY_IMAGE_MAX_BYTES + 1)], "huge.png");
    const refused = await uploadLibraryImage(large, { origin }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(describeApiFailure(refused)).toBe(LIBRARY_IMAGE_TOO_LARGE_MESSAGE);
    expect(seen).toEqual([]);
  });

  it("says the server could not be reached when nothing listens", async () => {
    const failed = await listLibraryImages({ origin: "http://127.0.0.1:1" }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(describeApiFailure(failed)).toMatch(/^We could not reach the server/u);
  });
});
