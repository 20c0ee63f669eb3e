// The browser's stand-in for the one thing src/dice takes from node:crypto: random bytes for a fresh
// seed. The web table never rolls (the server does), but the roller module is shared.

export function randomBytes(n: number) {
  const bytes = new Uint8Array(n);
  crypto.getRandomValues(bytes);
  const view = new DataView(bytes.buffer);
  return {
    readBigUInt64BE: (offset = 0) => view.getBigUint64(offset, false),
  };
}
