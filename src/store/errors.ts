// Store failures a caller can act on, as data: a code to switch on, the path of the field at
// fault (for imports) and a message. Anything else (a lost connection) stays a plain Error.

export type StoreErrorCode = "conflict" | "invalid" | "not_found";

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    readonly path: (string | number)[] = [],
  ) {
    super(message);
    this.name = "StoreError";
  }

  toJSON() {
    return { code: this.code, path: this.path, message: this.message };
  }
}
