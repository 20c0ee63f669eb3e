// Node's flags as `npm start` runs the table server (package.json's start script:
// `node FLAGS bin/tabula.js serve`), so a benchmark's server runs as a GM's does.

import { readFileSync } from "node:fs";

export const START_FLAGS = (() => {
  const start = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts.start;
  const m = /node((?: --[\w-]+(?:=\S+)?)*) bin\/tabula\.js serve/.exec(start);
  if (!m)
    throw new Error(
      `package.json's start script no longer runs 'node [flags] bin/tabula.js serve': ${start}`,
    );
  return m[1].trim().split(/\s+/).filter(Boolean);
})();
