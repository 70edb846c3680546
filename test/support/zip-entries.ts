// Reads a zip archive's files with node:zlib alone, for tests that check what a package holds.
import { inflateRawSync } from 'node:zlib';

/** Every file in the archive (path → bytes); stored and deflated entries, as zip tools write them. */
export function zipEntries(archive: Buffer): Map<string, Buffer> {
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  const eocd = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('Not a zip archive: no end of central directory.');
  const count = archive.readUInt16LE(eocd + 10);
  let at = archive.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`Broken central directory entry ${i}.`);
    const method = archive.readUInt16LE(at + 10);
    const compressedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localHeader = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart =
      localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (!name.endsWith('/')) {
      if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method} is not read here.`);
      files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
