// Reading a JSON request body with a size limit, and answering in JSON.

import type { IncomingMessage, ServerResponse } from "node:http";
import { ServerError } from "../errors.js";
import type { HttpReply } from "./router.js";

export async function readJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > maxBytes) throw new ServerError("too_large", `the body is over ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new ServerError("too_large", `the body is over ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ServerError("bad_json", "the body is not valid JSON");
  }
}

const STATUS: Record<string, number> = {
  bad_json: 400,
  invalid: 400,
  bad_seq: 400,
  unknown_intent: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  stale: 409,
  refused: 422,
  too_large: 413,
  rate_limited: 429,
  shutting_down: 503,
  internal: 500,
};

export function statusFor(code: string): number {
  return STATUS[code] ?? 500;
}

export function writeReply(res: ServerResponse, reply: HttpReply): void {
  const headers: Record<string, string> = { "cache-control": "no-store", ...reply.headers };
  if (reply.html !== undefined) {
    res.writeHead(reply.status, { ...headers, "content-type": "text/html; charset=utf-8" });
    res.end(reply.html);
    return;
  }
  res.writeHead(reply.status, { ...headers, "content-type": "application/json; charset=utf-8" });
  res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
}
