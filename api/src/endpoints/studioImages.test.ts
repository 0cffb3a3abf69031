import {
  LIBRARY_IMAGE_MAX_BYTES,
  LIBRARY_IMAGE_TOO_LARGE_MESSAGE,
  LIBRARY_IMAGE_TYPE_MESSAGE,
  LIBRARY_IMAGE_WIDTHS,
  libraryImageSet,
} from "@workcraft/domain/rules";
import type { LibraryImage, LibraryImageUploadResponse } from "@workcraft/domain/schemas";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import {
  studioAuditLog,
  studioImageFiles,
  studioImages,
  studioPeople,
  studioSessions,
  studioSignInLinks,
} from "../database/schema";
import { sha256Hex } from "../studio/libraryImageEncoding";
import { storeLibraryImage } from "../studio/libraryImages";
import { useServedApi } from "../testing/servedApi";
import { signedInPerson } from "../testing/studioCalls";
import { testDatabases } from "../testing/testDatabases";
import { LIBRARY_IMAGE_CACHE_CONTROL } from "./libraryImageFiles";

const WIDTHS = Object.values(LIBRARY_IMAGE_WIDTHS);

/**
 * A picture with detail in it, so its files have sizes like a photograph's rather than a flat
 * colour's: soft gradients, a checked pattern and a little noise, `seed` making each unique.
 */
function photoPixels(width: number, height: number, seed = 1): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let noise = seed;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      noise = (noise * 1_103_515_245 + 12_345) & 0x7fffffff;
      const at = (y * width + x) * 3;
      const check = ((x >> 5) + (y >> 5)) % 2 === 0 ? 24 : 0;
      pixels[at] = ((x * 200) / width + check + (noise & 15)) & 255;
      pixels[at + 1] = ((y * 180) / height + seed * 40 + (noise & 7)) & 255;
      pixels[at + 2] = (((x + y) * 120) / (width + height) + 60 + check) & 255;
    }
  }
  return pixels;
}

/** A test picture of `width` × `height` in `format`, made with sharp (no file on disk). */
async function picture(
  format: "png" | "jpeg" | "webp",
  width: number,
  height: number,
  seed = 1,
): Promise<Buffer> {
  const image = sharp(photoPixels(width, height, seed), { raw: { width, height, channels: 3 } });
  return image.toFormat(format).toBuffer();
}

/** A picture of one flat colour: many pixels in few bytes. */
function flatPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
}

/** A form with `bytes` as the file `fileName` (of the media type given) and the other fields. */
function formWith(
  bytes: Uint8Array,
  fileName: string,
  type = "image/png",
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

interface Answer<T> {
  status: number;
  data: T | undefined;
  error: { code: string; message: string; fields?: Record<string, string[]> } | undefined;
}

describe.each(testDatabases)("the Studio's image library on $name", ({ open }) => {
  const api = useServedApi(open);

  beforeEach(async () => {
    const { db } = api.database;
    for (const table of [studioImageFiles, studioImages, studioAuditLog, studioSessions]) {
      await db.delete(table);
    }
    await db.delete(studioSignInLinks);
    await db.delete(studioPeople);
  });

  const editor = () => signedInPerson(api.database, "editor");

  const upload = async (
    body: BodyInit,
    headers: Record<string, string> = {},
  ): Promise<Answer<LibraryImageUploadResponse>> => {
    // A stream is sent in chunks, without its length (which fetch asks to be told).
    const response = await fetch(`${api.base}/studio/images/upload`, {
      method: "POST",
      headers,
      body,
      duplex: "half",
    } as RequestInit);
    const answer = (await response.json()) as Answer<LibraryImageUploadResponse>;
    return { status: response.status, data: answer.data, error: answer.error };
  };

  const list = async (headers: Record<string, string>) => {
    const response = await fetch(`${api.base}/studio/images/list`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { images: LibraryImage[] } }).data.images;
  };

  /** The absolute URL of a path the API gave (`/api/v2/images/…`). */
  const served = (path: string, init?: RequestInit) => fetch(new URL(path, api.base).href, init);

  const stored = async () => {
    const { db } = api.database;
    const [images] = await db.select({ n: count() }).from(studioImages);
    const [files] = await db.select({ n: count() }).from(studioImageFiles);
    const uploads = await db
      .select()
      .from(studioAuditLog)
      .where(eq(studioAuditLog.action, "image.upload"));
    return { images: images!.n, files: files!.n, audited: uploads.length };
  };
  const NOTHING = { images: 0, files: 0, audited: 0 };

  describe("takes", () => {
    it.each(["png", "jpeg", "webp"] as const)(
      "a %s picture, kept in the five widths as WebP and JPEG, each file decoding to its width",
      async (format) => {
        const { headers, person } = await editor();
        const bytes = await picture(format, 1600, 1000);
        const answer = await upload(formWith(bytes, `Team at work.${format}`), headers);
        expect(answer.status, JSON.stringify(answer.error)).toBe(200);
        const { image, added } = answer.data!;
        const hash = sha256Hex(bytes);
        expect(added).toBe(true);
        expect(image).toMatchObject({
          id: expect.stringMatching(/^[0-9A-Za-z]{10}$/u),
          hash,
          reference: `library/${hash}`,
          name: "Team at work",
          width: 1600,
          height: 1000,
          type: format,
          byteSize: bytes.length,
          uploadedBy: { id: person.id, email: person.email, name: person.name },
          images: libraryImageSet(`library/${hash}`),
          src: `/api/v2/images/${hash}-725.jpg`,
          thumbnailUrl: `/api/v2/images/${hash}-315.webp`,
        });
        expect(image.srcSet.webp).toBe(
          WIDTHS.map((width) => `/api/v2/images/${hash}-${width}.webp ${width}w`).join(", "),
        );
        expect(image.srcSet.jpeg).toBe(
          WIDTHS.map((width) => `/api/v2/images/${hash}-${width}.jpg ${width}w`).join(", "),
        );
        expect(image.files.map(({ width, format: kind }) => `${width}.${kind}`)).toEqual(
          WIDTHS.flatMap((width) => [`${width}.webp`, `${width}.jpeg`]),
        );
        for (const file of image.files) {
          const response = await served(file.url);
          expect(response.status, file.url).toBe(200);
          const body = Buffer.from(await response.arrayBuffer());
          expect(body.length).toBe(file.byteSize);
          const decoded = await sharp(body).metadata();
          expect(decoded.format, file.url).toBe(file.format);
          expect(decoded.width, file.url).toBe(file.width);
          expect(decoded.height, file.url).toBe(Math.round((file.width * 1000) / 1600));
          // No metadata kept: no EXIF, no colour profile; a JPEG is progressive.
          expect(decoded.exif).toBeUndefined();
          expect(decoded.icc).toBeUndefined();
          if (file.format === "jpeg") expect(decoded.isProgressive).toBe(true);
        }
        expect(await stored()).toEqual({ images: 1, files: 10, audited: 1 });
      },
    );

    it("a small picture without enlarging it: its wider files are at its own width", async () => {
      const { headers } = await editor();
      const bytes = await picture("png", 400, 250);
      const { status, data } = await upload(formWith(bytes, "small.png"), headers);
      expect(status).toBe(200);
      const { image } = data!;
      const widths = await Promise.all(
        image.files.map(async (file) => {
          const body = Buffer.from(await (await served(file.url)).arrayBuffer());
          const { width, height } = await sharp(body).metadata();
          return [file.width, width, height];
        }),
      );
      expect(widths).toEqual(
        WIDTHS.flatMap((width) => {
          const real = Math.min(width, 400);
          const row = [width, real, Math.round((real * 250) / 400)];
          return [row, row];
        }),
      );
      // The srcset lists each real width once.
      expect(image.srcSet.webp).toBe(
        `/api/v2/images/${image.hash}-315.webp 315w, /api/v2/images/${image.hash}-460.webp 400w`,
      );
    });

    it("a picture turned upright by its EXIF orientation, its metadata dropped", async () => {
      const { headers } = await editor();
      // Stored 1600 × 1000, shown turned a quarter clockwise: 1000 × 1600.
      const bytes = await sharp(photoPixels(1600, 1000), {
        raw: { width: 1600, height: 1000, channels: 3 },
      })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const { status, data } = await upload(formWith(bytes, "portrait.jpg", "image/jpeg"), headers);
      expect(status).toBe(200);
      expect(data!.image).toMatchObject({ width: 1000, height: 1600 });
      const file = data!.image.files.find(
        ({ width, format }) => width === 315 && format === "jpeg",
      );
      const decoded = await sharp(
        Buffer.from(await (await served(file!.url)).arrayBuffer()),
      ).metadata();
      expect([decoded.width, decoded.height, decoded.orientation]).toEqual([315, 504, undefined]);
    });

    it("the label given in name, trimmed, over the file's name", async () => {
      const { headers } = await editor();
      const bytes = await picture("webp", 320, 200);
      const { data } = await upload(
        formWith(bytes, "IMG_0042.webp", "image/webp", { name: "  Our office  " }),
        headers,
      );
      expect(data!.image.name).toBe("Our office");
    });

    it("the same file twice as one picture: the second upload answers the first, and writes nothing", async () => {
      const { headers } = await editor();
      const { headers: other } = await signedInPerson(api.database, "publisher");
      const bytes = await picture("png", 500, 300);
      const first = await upload(formWith(bytes, "first.png"), headers);
      const second = await upload(
        formWith(bytes, "second.png", "image/png", { name: "Again" }),
        other,
      );
      expect(second.status).toBe(200);
      expect(second.data).toEqual({ image: first.data!.image, added: false });
      expect(await stored()).toEqual({ images: 1, files: 10, audited: 1 });
    });

    it("from any signed-in role: editor, publisher and admin alike", async () => {
      for (const [index, role] of (["editor", "publisher", "admin"] as const).entries()) {
        const { headers } = await signedInPerson(api.database, role);
        const bytes = await picture("png", 320, 200, index + 2);
        expect((await upload(formWith(bytes, `${role}.png`), headers)).status, role).toBe(200);
      }
      expect((await stored()).images).toBe(3);
    });
  });

  describe("refuses, keeping nothing", () => {
    it("anyone signed out with 401, before reading the body", async () => {
      const bytes = await picture("png", 320, 200);
      for (const body of [formWith(bytes, "x.png"), "not a form at all"]) {
        const answer = await upload(body);
        expect(answer.status).toBe(401);
        expect(answer.error?.code).toBe("studio_sign_in_required");
      }
      const listed = await fetch(`${api.base}/studio/images/list`);
      expect(listed.status).toBe(401);
      expect(await stored()).toEqual(NOTHING);
    });

    it("an upload sent by another site's page with 403", async () => {
      const { headers } = await editor();
      const bytes = await picture("png", 320, 200);
      const answer = await upload(formWith(bytes, "x.png"), {
        ...headers,
        origin: "https://elsewhere.example",
      });
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe("forbidden_origin");
      expect(await stored()).toEqual(NOTHING);
    });

    it("a file over 10 MB with 413, whether or not the body says its length; 10 MB itself is read", async () => {
      const { headers } = await editor();
      const tooLarge = new Uint8Array(LIBRARY_IMAGE_MAX_BYTES + 1);
      tooLarge.set(await picture("png", 64, 64));
      const declared = await upload(formWith(tooLarge, "huge.png"), headers);
      expect(declared.status).toBe(413);
      expect(declared.error).toEqual({
        code: "payload_too_large",
        message: LIBRARY_IMAGE_TOO_LARGE_MESSAGE,
      });
      expect(LIBRARY_IMAGE_TOO_LARGE_MESSAGE).toBe(
        "A picture is at most 10 MB: make this one smaller and upload it again.",
      );

      const encoded = new Response(formWith(tooLarge, "huge.png"));
      const streamed = await upload(encoded.body!, {
        ...headers,
        "content-type": encoded.headers.get("content-type")!,
      });
      expect(streamed.status).toBe(413);

      // Exactly 10 MB passes the size check and is judged by its bytes: these are no picture.
      const atLimit = await upload(
        formWith(new Uint8Array(LIBRARY_IMAGE_MAX_BYTES), "limit.png"),
        headers,
      );
      expect(atLimit.status).toBe(415);
      expect(await stored()).toEqual(NOTHING);
    });

    it("a file that is no PNG, JPEG or WebP by its bytes with 415, whatever its name and type say", async () => {
      const { headers } = await editor();
      const gif = await sharp(photoPixels(64, 64), { raw: { width: 64, height: 64, channels: 3 } })
        .gif()
        .toBuffer();
      for (const [bytes, name, type] of [
        [new TextEncoder().encode("This is a text file, not a picture.\n"), "x.png", "image/png"],
        [
          new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          "y.webp",
          "image/webp",
        ],
        [gif, "z.jpg", "image/jpeg"],
        [new Uint8Array(0), "empty.png", "image/png"],
      ] as const) {
        const answer = await upload(formWith(bytes, name, type), headers);
        expect(answer.status, name).toBe(415);
        expect(answer.error).toEqual({
          code: "unsupported_image_type",
          message: LIBRARY_IMAGE_TYPE_MESSAGE,
        });
      }
      expect(LIBRARY_IMAGE_TYPE_MESSAGE).toMatch(/PNG, JPEG or WebP/u);
      expect(await stored()).toEqual(NOTHING);
    });

    it("a picture over 10,000 pixels on a side or 40 megapixels with 422 saying so", async () => {
      const { headers } = await editor();
      const wide = await upload(formWith(await flatPicture(10_001, 8), "wide.png"), headers);
      expect(wide.status).toBe(422);
      expect(wide.error).toEqual({
        code: "image_too_large",
        message:
          "This picture is 10001 × 8 pixels: a picture is at most 10,000 pixels on a side. Make it smaller and upload it again.",
      });
      const many = await upload(formWith(await flatPicture(8000, 5001), "many.png"), headers);
      expect(many.status).toBe(422);
      expect(many.error?.message).toBe(
        "This picture is 8000 × 5001 pixels, 40.1 megapixels: a picture has at most 40 megapixels. Make it smaller and upload it again.",
      );
      expect(await stored()).toEqual(NOTHING);
    });

    it("a damaged or cut-short picture with 422", async () => {
      const { headers } = await editor();
      const cut = async (format: "png" | "jpeg" | "webp") => {
        const whole = await picture(format, 800, 500);
        return whole.subarray(0, Math.floor(whole.length / 2));
      };
      const png = await picture("png", 64, 64);
      const garbled = Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]);
      for (const [bytes, type, kind] of [
        [await cut("jpeg"), "image/jpeg", "JPEG"],
        [await cut("png"), "image/png", "PNG"],
        [await cut("webp"), "image/webp", "WebP"],
        [garbled, "image/png", "PNG"],
      ] as const) {
        const answer = await upload(formWith(bytes, "broken", type), headers);
        expect(answer.status, kind).toBe(422);
        expect(answer.error).toEqual({
          code: "image_unreadable",
          message: `This file starts like a ${kind} picture but cannot be read: it may be damaged or cut short. Save it again and upload it.`,
        });
      }
      expect(await stored()).toEqual(NOTHING);
    });

    it("a form without its file, or not a form, with 400 or 415 saying what to send", async () => {
      const { headers } = await editor();
      const withoutFile = new FormData();
      withoutFile.append("name", "A picture");
      const missing = await upload(withoutFile, headers);
      expect(missing.status).toBe(400);
      expect(missing.error).toEqual({
        code: "invalid_request",
        message: "Some fields of the request are not valid.",
        fields: { file: ["Send one picture as a file in the form field file"] },
      });

      const asText = new FormData();
      asText.append("file", "not a file");
      expect((await upload(asText, headers)).error?.fields).toEqual({
        file: ["Send one picture as a file in the form field file"],
      });

      const png = await picture("png", 64, 64);
      const twice = formWith(png, "a.png");
      twice.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "b.png");
      expect(Object.keys((await upload(twice, headers)).error?.fields ?? {})).toEqual(["file"]);

      const longName = await upload(
        formWith(png, "a.png", "image/png", { name: "x".repeat(101) }),
        headers,
      );
      expect(longName.error?.fields).toEqual({
        name: ["A picture's name is at most 100 characters"],
      });
      const nul = await upload(formWith(png, "a.png", "image/png", { name: "a\u0000b" }), headers);
      expect(Object.keys(nul.error?.fields ?? {})).toEqual(["name"]);

      const json = await upload(JSON.stringify({ file: "x" }), {
        ...headers,
        "content-type": "application/json",
      });
      expect(json.status).toBe(415);
      expect(json.error).toEqual({
        code: "unsupported_media_type",
        message: "Send the body as multipart/form-data, the file in the form field file.",
      });

      const broken = await upload("--nothing here--", {
        ...headers,
        "content-type": "multipart/form-data; boundary=abc",
      });
      expect(broken.status).toBe(400);
      expect(broken.error?.code).toBe("malformed_form");
      expect(await stored()).toEqual(NOTHING);
    });

    it("half a picture's files: a failure while storing them keeps none, nor the picture", async () => {
      const { person } = await editor();
      const file = {
        width: 315 as const,
        format: "webp" as const,
        bytes: Buffer.from("x"),
        contentHash: "h",
      };
      await expect(
        storeLibraryImage(
          api.database.db,
          {
            hash: "f".repeat(64),
            name: "Half",
            type: "png",
            width: 10,
            height: 10,
            byteSize: 1,
            // The same width and format twice: the second file breaks the table's key.
            files: [file, file],
          },
          person.id,
        ),
      ).rejects.toThrow();
      expect(await stored()).toEqual(NOTHING);
    });
  });

  describe("serves each file", () => {
    it("to anyone, with its type, cached for good, an ETag, and 304 when the caller has it", async () => {
      const { headers } = await editor();
      const { data } = await upload(formWith(await picture("jpeg", 1000, 600), "x.jpg"), headers);
      const { image } = data!;
      for (const file of image.files) {
        const response = await served(file.url);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(
          file.format === "webp" ? "image/webp" : "image/jpeg",
        );
        expect(response.headers.get("cache-control")).toBe(LIBRARY_IMAGE_CACHE_CONTROL);
        expect(LIBRARY_IMAGE_CACHE_CONTROL).toBe("public, max-age=31536000, immutable");
        const body = Buffer.from(await response.arrayBuffer());
        const etag = response.headers.get("etag");
        expect(etag).toBe(`"${sha256Hex(body)}"`);

        for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`, "*"]) {
          const again = await served(file.url, { headers: { "if-none-match": ifNoneMatch } });
          expect(again.status, ifNoneMatch).toBe(304);
          expect(again.headers.get("etag")).toBe(etag);
          expect(again.headers.get("cache-control")).toBe(LIBRARY_IMAGE_CACHE_CONTROL);
          expect((await again.arrayBuffer()).byteLength).toBe(0);
        }
        const changed = await served(file.url, { headers: { "if-none-match": '"other"' } });
        expect(changed.status).toBe(200);
        await changed.arrayBuffer();
      }
    });

    it("and answers 404 for a name of no file or of another shape, 405 for another method", async () => {
      const { headers } = await editor();
      const { data } = await upload(formWith(await picture("png", 400, 300), "x.png"), headers);
      const { hash } = data!.image;
      const unknown = "a".repeat(64);
      for (const [name, message] of [
        [`${unknown}-315.webp`, `The image library has no file ${unknown}-315.webp.`],
        [`${hash}-316.webp`, undefined],
        [`${hash}-315.png`, undefined],
        [`${hash}-315.jpeg`, undefined],
        [`${hash.slice(1)}-315.webp`, undefined],
        ["nothing", undefined],
      ] as const) {
        const response = await served(`/api/v2/images/${name}`);
        expect(response.status, name).toBe(404);
        const { error } = (await response.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe("image_not_found");
        expect(error.message).toBe(
          message ??
            `${name} is not the name of an image library file: they are named <hash>-<width>.<webp|jpg>, like the URLs studio/images/list gives.`,
        );
      }
      const posted = await served(`/api/v2/images/${hash}-315.webp`, { method: "POST" });
      expect(posted.status).toBe(405);
      expect(posted.headers.get("allow")).toBe("GET");
    });
  });

  it("lists the library newest first, each picture with its files and thumbnail", async () => {
    const { headers } = await editor();
    expect(await list(headers)).toEqual([]);
    const names = ["First", "Second", "Third"];
    const uploaded: LibraryImage[] = [];
    for (const [index, name] of names.entries()) {
      const bytes = await picture("png", 320, 200, index + 10);
      const { data } = await upload(formWith(bytes, "p.png", "image/png", { name }), headers);
      uploaded.push(data!.image);
    }
    const { headers: reader } = await signedInPerson(api.database, "editor");
    const images = await list(reader);
    expect(images.map(({ name }) => name)).toEqual(["Third", "Second", "First"]);
    expect(images).toEqual([...uploaded].reverse());
    for (const image of images) {
      expect(image.thumbnailUrl).toBe(`/api/v2/images/${image.hash}-315.webp`);
      expect((await served(image.thumbnailUrl)).status).toBe(200);
    }
  });

  it("writes each picture added to the audit log, with who added it", async () => {
    const { headers, person } = await editor();
    const bytes = await picture("webp", 640, 400);
    const { data } = await upload(formWith(bytes, "Launch.webp", "image/webp"), headers);
    const { image } = data!;
    const entries = await api.database.db
      .select()
      .from(studioAuditLog)
      .where(eq(studioAuditLog.action, "image.upload"));
    expect(entries).toEqual([
      expect.objectContaining({
        personId: person.id,
        action: "image.upload",
        subject: image.id,
        detail: {
          name: "Launch",
          reference: `library/${image.hash}`,
          type: "webp",
          width: 640,
          height: 400,
          byteSize: bytes.length,
        },
      }),
    ]);
  });
});
