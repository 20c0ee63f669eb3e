// Background images are known by their bytes (issue 17): magic bytes and header dimensions of PNG,
// JPEG and WebP, built here byte by byte; anything else, truncated or absurdly large is refused.

import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readImageHeader } from "../../src/server/http/image-header.js";

function pngOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, "latin1"), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(height * (width * 3 + 1)))),
  ]);
}

function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from("JFIF\0", "latin1"),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(9)]);
}

function webpLossless(width: number, height: number): Buffer {
  const b = Buffer.alloc(30);
  b.write("RIFF", 0, "latin1");
  b.writeUInt32LE(22, 4);
  b.write("WEBP", 8, "latin1");
  b.write("VP8L", 12, "latin1");
  b.writeUInt32LE(10, 16);
  b[20] = 0x2f;
  b.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  return b;
}

describe("image headers", () => {
  it("reads PNG, JPEG and WebP sizes from their headers", () => {
    expect(readImageHeader(pngOf(640, 480))).toEqual({ type: "image/png", width: 640, height: 480 });
    expect(readImageHeader(jpegOf(1024, 768))).toEqual({ type: "image/jpeg", width: 1024, height: 768 });
    expect(readImageHeader(webpLossless(300, 200))).toEqual({ type: "image/webp", width: 300, height: 200 });
  });

  it("refuses other bytes, truncated headers and sizes beyond the limit", () => {
    expect(readImageHeader(Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"))).toBeNull();
    expect(readImageHeader(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(readImageHeader(pngOf(10, 10).subarray(0, 20))).toBeNull();
    expect(readImageHeader(jpegOf(10, 10).subarray(0, 8))).toBeNull();
    expect(readImageHeader(pngOf(0, 10))).toBeNull();
    const huge = pngOf(1, 1);
    huge.writeUInt32BE(100_000, 16);
    expect(readImageHeader(huge)).toBeNull();
  });

  it("never throws on random bytes behind a real signature", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed & 255;
    };
    for (const head of [
      pngOf(1, 1).subarray(0, 8),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from("RIFF\0\0\0\0WEBP"),
    ])
      for (let n = 0; n < 300; n++) {
        const tail = Buffer.from(Array.from({ length: n % 60 }, next));
        expect(() => readImageHeader(Buffer.concat([head, tail]))).not.toThrow();
      }
  });
});
