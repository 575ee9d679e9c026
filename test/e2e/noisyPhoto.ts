import { crc32, deflateSync } from 'node:zlib';

/**
 * A photo-like PNG made here (no file on disk): a colour gradient, patches of colour that stay
 * visible when the picture is made smaller (its detail), and fine noise, which, like a camera's,
 * barely compresses, so a modest picture weighs about as much as a phone photo. Seeded: the same
 * arguments give the same bytes.
 */
export function noisyPhoto(width: number, height: number, noise = 4, seed = 1): Buffer {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const CELL = 12;
  const columns = Math.ceil(width / CELL);
  const patches = Array.from({ length: columns * Math.ceil(height / CELL) * 3 }, () => (random() * 2 - 1) * 28);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const base = [60 + (120 * x) / width, 90 + (100 * y) / height, 160 - (80 * x) / width];
      const patch = (Math.floor(y / CELL) * columns + Math.floor(x / CELL)) * 3;
      for (let c = 0; c < 3; c++) {
        const value = (base[c] ?? 0) + (patches[patch + c] ?? 0) + (random() * 2 - 1) * noise;
        row[1 + x * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What a stored picture is, read from its data: URL in the page: its type (by its bytes), size and pixels. */
export interface StoredPicture {
  type: 'image/webp' | 'image/jpeg' | 'other';
  bytes: number;
  width: number;
  height: number;
}

/** The stored picture behind `src` (a data: URL, as the memory backend stores it), decoded by the page. */
export async function storedPicture(
  page: { evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> },
  src: string,
): Promise<StoredPicture> {
  const comma = src.indexOf(',');
  if (!src.startsWith('data:') || comma < 0) throw new Error(`not a data: URL: ${src.slice(0, 40)}`);
  const data = Buffer.from(src.slice(comma + 1), 'base64');
  const type =
    data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP'
      ? 'image/webp'
      : data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff
        ? 'image/jpeg'
        : 'other';
  const size = await page.evaluate(async (url: string) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, src);
  return { type, bytes: data.length, ...size };
}
