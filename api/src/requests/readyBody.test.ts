import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseCoding, noneMatchHits, readyBody, readyBodyOf } from "./readyBody";

const page = "<!doctype html><title>Pricing</title>" + "<p>Workcraft pricing</p>".repeat(200);

describe("a body made once and sent many times", () => {
  it("is compressed once with Brotli and gzip, each coding with its own strong ETag", () => {
    const body = readyBody(page);
    expect(brotliDecompressSync(body.br!.bytes).toString()).toBe(page);
    expect(gunzipSync(body.gzip!.bytes).toString()).toBe(page);
    expect(body.br!.bytes.byteLength).toBeLessThan(page.length / 10);
    const tags = [body.identity.etag, body.br!.etag, body.gzip!.etag];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[0-9a-f]{32}"$/u);
  });

  it("is sent as it is when too small for compression to pay", () => {
    const body = readyBody('{"data":[]}');
    expect(body.br).toBeUndefined();
    expect(body.gzip).toBeUndefined();
    expect(chooseCoding("gzip, br", body)).toBe("identity");
  });
});

describe("the coding chosen from Accept-Encoding", () => {
  const body = readyBodyOf({
    identity: Buffer.from("a"),
    br: Buffer.from("b"),
    gzip: Buffer.from("g"),
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
  ])("%j gets %s", (header, coding) => {
    expect(chooseCoding(header, body)).toBe(coding);
  });

  it("is identity without the header, and gzip when the body has no Brotli copy", () => {
    expect(chooseCoding(undefined, body)).toBe("identity");
    expect(
      chooseCoding(
        "br, gzip",
        readyBodyOf({ identity: body.identity.bytes, gzip: Buffer.from("g") }),
      ),
    ).toBe("gzip");
  });
});

describe("If-None-Match", () => {
  it("hits by weak comparison, in a list, or with *", () => {
    expect(noneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('"x", W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits("*", '"abc"')).toBe(true);
    expect(noneMatchHits('"abd"', '"abc"')).toBe(false);
  });
});
