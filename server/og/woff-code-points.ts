import { inflateSync } from 'node:zlib';

/**
 * The Unicode code points a WOFF (1.0) font maps to a real glyph, read from its cmap table
 * (Windows/Unicode subtables in format 4 or 12). Throws if the data is not a WOFF with a cmap.
 */
export function woffCodePoints(woff: Uint8Array): Set<number> {
  const file = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const cmap = readTable(file, 'cmap');
  const subtables = new Map<string, number>();
  for (let i = 0, count = cmap.readUInt16BE(2); i < count; i++) {
    const record = 4 + i * 8;
    subtables.set(`${cmap.readUInt16BE(record)}/${cmap.readUInt16BE(record + 2)}`, cmap.readUInt32BE(record + 4));
  }
  // Full-repertoire subtables first: format 12 reaches beyond the Basic Multilingual Plane.
  const offset = ['3/10', '0/4', '3/1', '0/3'].map((id) => subtables.get(id)).find((value) => value !== undefined);
  if (offset === undefined) throw new Error('The font has no Unicode cmap subtable');
  const format = cmap.readUInt16BE(offset);
  if (format === 12) return format12(cmap, offset);
  if (format === 4) return format4(cmap, offset);
  throw new Error(`Unsupported cmap subtable format ${format}`);
}

function readTable(file: Buffer, tag: string): Buffer {
  for (let i = 0, count = file.readUInt16BE(12); i < count; i++) {
    const entry = 44 + i * 20;
    if (file.toString('latin1', entry, entry + 4) !== tag) continue;
    const offset = file.readUInt32BE(entry + 4);
    const compressedLength = file.readUInt32BE(entry + 8);
    const length = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + compressedLength);
    return compressedLength < length ? inflateSync(data) : data;
  }
  throw new Error(`The font has no ${tag} table`);
}

function format4(cmap: Buffer, offset: number): Set<number> {
  const points = new Set<number>();
  const segments = cmap.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = cmap.readUInt16BE(starts + s * 2);
    const end = cmap.readUInt16BE(ends + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffsetAt = rangeOffsets + s * 2;
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        // The spec's idRangeOffset is relative to its own position in the table.
        const raw = cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(code);
    }
  }
  return points;
}

function format12(cmap: Buffer, offset: number): Set<number> {
  const points = new Set<number>();
  for (let i = 0, groups = cmap.readUInt32BE(offset + 12); i < groups; i++) {
    const group = offset + 16 + i * 12;
    const start = cmap.readUInt32BE(group);
    const end = cmap.readUInt32BE(group + 4);
    const firstGlyph = cmap.readUInt32BE(group + 8);
    for (let code = start; code <= end; code++) if (firstGlyph + (code - start) !== 0) points.add(code);
  }
  return points;
}
