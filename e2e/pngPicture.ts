import { crc32, deflateSync } from "node:zlib";

/** One chunk of a PNG file: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG picture of `width` × `height` pixels, made here from its bytes: 8-bit RGB, a diagonal
 * gradient crossed by bands, so its encoded files are of a photo's order rather than a flat
 * colour's few bytes. The same size always gives the same bytes (and so the same hash).
 */
export function pngPicture(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const pixel = row + 1 + x * 3;
      const band = Math.floor((x + y) / 40) % 2 === 0 ? 40 : 0;
      rows[pixel] = Math.round((x / width) * 200) + band;
      rows[pixel + 1] = Math.round((y / height) * 180) + 30;
      rows[pixel + 2] = 255 - Math.round(((x + y) / (width + height)) * 200) - band;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
