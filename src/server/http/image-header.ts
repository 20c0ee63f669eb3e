// What an uploaded background image is, read from its own bytes (issue 17): the type from its magic
// bytes and its size from its header, never from what the client says. Parsed by hand rather than
// with a library: three formats, a few dozen lines, and no dependency to keep up to date on a path
// that reads hostile input. Reads only within the buffer; any truncation answers null.

export interface ImageHeader {
  type: "image/png" | "image/jpeg" | "image/webp";
  width: number;
  height: number;
}

/** The largest side accepted: a grid of 200 cells at 1000 px would still fit well inside it. */
export const MAX_IMAGE_SIDE = 20_000;

function png(b: Buffer): ImageHeader | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || !sig.every((x, i) => b[i] === x)) return null;
  // The first chunk must be IHDR: width and height, big-endian, at 16 and 20.
  if (b.toString("latin1", 12, 16) !== "IHDR") return null;
  return { type: "image/png", width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpeg(b: Buffer): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    if (len < 2) return null;
    // Start of frame (SOF0..SOF15 except DHT C4, JPG C8, DAC CC): height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null;
      return { type: "image/jpeg", height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + len;
  }
  return null;
}

function webp(b: Buffer): ImageHeader | null {
  if (b.length < 30 || b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WEBP")
    return null;
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8 ") {
    // Lossy: a key frame's start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { type: "image/webp", width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { type: "image/webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const w = b.readUIntLE(24, 3) + 1;
    const h = b.readUIntLE(27, 3) + 1;
    return { type: "image/webp", width: w, height: h };
  }
  return null;
}

/** The image's type and size, or null when its bytes are not a PNG, JPEG or WebP of a sane size. */
export function readImageHeader(b: Buffer): ImageHeader | null {
  const h = png(b) ?? jpeg(b) ?? webp(b);
  if (!h || h.width < 1 || h.height < 1 || h.width > MAX_IMAGE_SIDE || h.height > MAX_IMAGE_SIDE) return null;
  return h;
}
