import zlib from 'node:zlib';
import { PNG } from 'pngjs';

// Pictures for the signature tests: real PNGs made with pngjs, and ones that lie.

/** A PNG of `width` × `height` with a stroke across it. */
export function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let x = 0; x < width; x += 1) {
    const i = (Math.floor(height / 2) * width + x) * 4;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}
export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
export const goodSignature = dataUrl(png(300, 100));

/** A PNG whose IHDR says `width` × `height`, with its checksum made right again: the header lies about the data. */
export function lyingPng(width: number, height: number): Buffer {
  const bytes = Buffer.from(png(300, 100));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}

