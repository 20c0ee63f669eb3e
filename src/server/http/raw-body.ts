// A request's body as bytes, read into one buffer as it arrives. fastify's own `parseAs: "buffer"`
// keeps the chunks and joins them at the end: for a 4 MB import that join was 25-45 ms on the event
// loop, and the joined Buffer was then copied again to reach the import's worker thread (another
// 24 ms; measured by bench/hostile.js --cpu-prof on a 2-core host). Here each chunk is copied into
// place as it comes (a few microseconds each), into an ArrayBuffer of our own that the import pool
// can move to its worker instead of copying (transferable: never one of Node's pooled slabs).

import type { IncomingMessage } from "node:http";
import { errorCodes } from "fastify";

/** Buffers made by readBody, whose ArrayBuffer nothing else shares: safe to move to a thread. */
const own = new WeakSet<ArrayBufferLike>();

/** Whether `body` came from readBody, so its bytes may be moved (transferred) rather than copied. */
export function movable(body: Uint8Array): body is Uint8Array<ArrayBuffer> {
  return own.has(body.buffer);
}

/** Reads `stream` whole, refusing it past `limit` bytes, as a Buffer over an ArrayBuffer of its own. */
export function readBody(
  stream: IncomingMessage,
  limit: number,
  done: (err: Error | null, body?: Buffer) => void,
): void {
  const declared = Number(stream.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    stream.resume();
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    return;
  }
  // Trust a declared length only to size the first buffer (at most the limit); grow by doubling.
  let bytes = new Uint8Array(Number.isFinite(declared) && declared > 0 ? declared : 64 * 1024);
  let length = 0;
  let finished = false;
  const finish = (err: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    stream.removeListener("data", onData);
    stream.removeListener("end", onEnd);
    stream.removeListener("error", onError);
    if (err) stream.resume();
    done(err, body);
  };
  const onData = (chunk: Buffer) => {
    if (length + chunk.length > limit) {
      finish(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    if (length + chunk.length > bytes.length) {
      const grown = new Uint8Array(Math.min(limit, Math.max(bytes.length * 2, length + chunk.length)));
      grown.set(bytes.subarray(0, length));
      bytes = grown;
    }
    bytes.set(chunk, length);
    length += chunk.length;
  };
  const onEnd = () => {
    if (Number.isFinite(declared) && declared !== length) {
      finish(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      return;
    }
    own.add(bytes.buffer);
    finish(null, Buffer.from(bytes.buffer, 0, length));
  };
  const onError = (e: Error) => finish(e);
  stream.on("data", onData);
  stream.on("end", onEnd);
  stream.on("error", onError);
}
