// The API's error shape, `{error:{code, path, message}}`, and the HTTP status each code gets.

const STATUS: Record<string, number> = {
  bad_json: 400,
  invalid: 400,
  bad_url: 400,
  bad_seq: 400,
  unknown_intent: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  stale: 409,
  too_large: 413,
  unsupported_media_type: 415,
  refused: 422,
  too_costly: 422,
  rate_limited: 429,
  internal: 500,
  busy: 503,
  shutting_down: 503,
};

export function statusFor(code: string): number {
  return STATUS[code] ?? 500;
}

export interface ErrorBody {
  error: { code: string; path: (string | number)[]; message: string; id?: string };
}

export function errorBody(code: string, message: string, path: (string | number)[] = []): ErrorBody {
  return { error: { code, path, message } };
}
