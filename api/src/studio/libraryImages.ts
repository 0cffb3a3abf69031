import {
  LIBRARY_IMAGE_FORMATS,
  LIBRARY_IMAGE_WIDTHS,
  createId,
  libraryImageFileUrl,
  libraryImageReference,
  libraryImageSet,
  librarySrcSet,
  type LibraryImageFileKey,
} from "@workcraft/domain/rules";
import type { LibraryImage, LibraryImageUploadResponse } from "@workcraft/domain/schemas";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { studioImageFiles, studioImages, studioPeople } from "../database/schema";
import {
  encodeLibraryImageFiles,
  readLibraryImage,
  sha256Hex,
  type EncodedLibraryImageFile,
  type LibraryImagePicture,
} from "./libraryImageEncoding";
import { recordStudioAudit } from "./studioAuditLog";

/*
 * The Studio's image library in the database: each picture once (by the hash of the file
 * uploaded) with its ten files, written together in one transaction, so a failure leaves
 * nothing; every server copy on the database serves them.
 */

/** A file a Studio person uploads, with the label it is to have. */
export interface LibraryImageUpload {
  bytes: Buffer;
  name: string;
}

/** A picture ready to keep: its hash, label, kind, size, and the files made of it. */
export interface NewLibraryImage extends LibraryImagePicture {
  hash: string;
  name: string;
  /** The size of the uploaded file. */
  byteSize: number;
  files: EncodedLibraryImageFile[];
}

const FORMAT_ORDER = [...LIBRARY_IMAGE_FORMATS];

/**
 * Adds an uploaded file to the library, by `by`: refused (415, 422) unless it is a picture the
 * library takes, made into its files, and kept with the audit log's entry. The same file
 * uploaded again (by anyone) is the picture kept then: `added` is false and nothing is written.
 */
export async function addLibraryImage(
  db: AppDatabase,
  { bytes, name }: LibraryImageUpload,
  by: string,
): Promise<LibraryImageUploadResponse> {
  const picture = await readLibraryImage(bytes);
  const hash = sha256Hex(bytes);
  const kept = await findLibraryImage(db, hash);
  if (kept) return { image: kept, added: false };
  const files = await encodeLibraryImageFiles(bytes, picture.type);
  const added = await storeLibraryImage(
    db,
    { ...picture, hash, name, byteSize: bytes.length, files },
    by,
  );
  // Not added: the same file was kept by another upload a moment before; that is the picture.
  const image = await findLibraryImage(db, hash);
  if (!image) throw new Error(`The library image ${hash} was stored but cannot be read back.`);
  return { image, added };
}

/**
 * Keeps a picture and its files, with the audit log's entry, in one transaction: all of them or
 * nothing. False when the library has a picture of the same hash already (kept meanwhile by
 * another upload), which is left as it is.
 */
export async function storeLibraryImage(
  db: AppDatabase,
  image: NewLibraryImage,
  by: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(studioImages)
      .values({
        id: createId(),
        contentHash: image.hash,
        name: image.name,
        type: image.type,
        width: image.width,
        height: image.height,
        byteSize: image.byteSize,
        uploadedBy: by,
      })
      .onConflictDoNothing({ target: studioImages.contentHash })
      .returning();
    if (!row) return false;
    await tx.insert(studioImageFiles).values(
      image.files.map((file) => ({
        imageId: row.id,
        width: file.width,
        format: file.format,
        bytes: file.bytes,
        byteSize: file.bytes.length,
        contentHash: file.contentHash,
      })),
    );
    await recordStudioAudit(tx, {
      personId: by,
      action: "image.upload",
      subject: row.id,
      detail: {
        name: image.name,
        reference: libraryImageReference(image.hash),
        type: image.type,
        width: image.width,
        height: image.height,
        byteSize: image.byteSize,
      },
    });
    return true;
  });
}

/** The library's pictures that `filter` lets through, newest first, with their files. */
async function libraryImages(db: AppDatabase, filter?: SQL): Promise<LibraryImage[]> {
  const rows = await db
    .select({
      image: studioImages,
      person: { id: studioPeople.id, email: studioPeople.email, name: studioPeople.name },
    })
    .from(studioImages)
    .innerJoin(studioPeople, eq(studioImages.uploadedBy, studioPeople.id))
    .where(filter)
    .orderBy(desc(studioImages.uploadedAt), desc(studioImages.id));
  if (rows.length === 0) return [];
  const files = await db
    .select({
      imageId: studioImageFiles.imageId,
      width: studioImageFiles.width,
      format: studioImageFiles.format,
      byteSize: studioImageFiles.byteSize,
    })
    .from(studioImageFiles)
    .where(
      inArray(
        studioImageFiles.imageId,
        rows.map(({ image }) => image.id),
      ),
    );
  return rows.map(({ image, person }) => {
    const { contentHash: hash, width } = image;
    const reference = libraryImageReference(hash);
    const own = files
      .filter((file) => file.imageId === image.id)
      .sort(
        (a, b) =>
          a.width - b.width || FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format),
      );
    return {
      id: image.id,
      hash,
      reference,
      name: image.name,
      width,
      height: image.height,
      type: image.type,
      byteSize: image.byteSize,
      uploadedAt: image.uploadedAt.toISOString(),
      uploadedBy: person,
      files: own.map((file) => ({
        width: file.width,
        format: file.format,
        url: libraryImageFileUrl(hash, file.width, file.format),
        byteSize: file.byteSize,
      })),
      images: libraryImageSet(reference)!,
      srcSet: {
        webp: librarySrcSet(hash, "webp", width),
        jpeg: librarySrcSet(hash, "jpeg", width),
      },
      src: libraryImageFileUrl(hash, LIBRARY_IMAGE_WIDTHS.mdImg, "jpeg"),
      thumbnailUrl: libraryImageFileUrl(hash, LIBRARY_IMAGE_WIDTHS.xsImg, "webp"),
    };
  });
}

/** The library's pictures, newest first. */
export function listLibraryImages(db: AppDatabase): Promise<LibraryImage[]> {
  return libraryImages(db);
}

/** The picture of a hash, if the library has it. */
export async function findLibraryImage(
  db: AppDatabase,
  hash: string,
): Promise<LibraryImage | undefined> {
  const [image] = await libraryImages(db, eq(studioImages.contentHash, hash));
  return image;
}

/** A file of a library picture as it is served: its bytes and their hash. */
export interface LibraryImageFileBytes {
  bytes: Uint8Array;
  byteSize: number;
  contentHash: string;
}

/** The file a URL's name names (`<hash>-<width>.<webp|jpg>`), if the library has it. */
export async function findLibraryImageFile(
  db: AppDatabase,
  { hash, width, format }: LibraryImageFileKey,
): Promise<LibraryImageFileBytes | undefined> {
  const [file] = await db
    .select({
      bytes: studioImageFiles.bytes,
      byteSize: studioImageFiles.byteSize,
      contentHash: studioImageFiles.contentHash,
    })
    .from(studioImageFiles)
    .innerJoin(studioImages, eq(studioImageFiles.imageId, studioImages.id))
    .where(
      and(
        eq(studioImages.contentHash, hash),
        eq(studioImageFiles.width, width),
        eq(studioImageFiles.format, format),
      ),
    );
  return file;
}
