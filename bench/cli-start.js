// How long `tabula roll 2d6` takes from the shell, against bare `node -e 0` measured in the same run:
//   npm run bench:cli-start                (builds first)
//   node bench/cli-start.js [RUNS]         (uses the current dist/; RUNS each, default 30)
// The goal (issue 18): under 2x bare node's start. Runs alternate (node, tabula, node, …) so a busy
// machine slows both alike; the median and the best run of each are printed, with their ratios, and
// the peak memory (max RSS) of one run of each.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../bin/tabula.js", import.meta.url));
if (!existsSync(fileURLToPath(new URL("../dist/cli/main.js", import.meta.url)))) {
  console.error("dist/ is missing: run `npm run build` first (or `npm run bench:cli-start`)");
  process.exit(1);
}
const runs = Number(process.argv[2] ?? 30);
const CASES = [
  { name: "node -e 0", args: ["-e", "0"] },
  { name: "tabula roll 2d6", args: [bin, "roll", "2d6", "--seed", "1"] },
  { name: "tabula odds 3d6", args: [bin, "odds", "3d6"] },
  { name: "tabula --help", args: [bin, "--help"] },
];

function once(args) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(" ")} failed: ${r.stderr}`);
  return ms;
}

/** Peak resident memory of one run, from node's own resource usage reported at exit. */
function peakMiB(args) {
  const probe = `process.on("exit",()=>process.stderr.write("\\nmaxrss "+process.resourceUsage().maxRSS+"\\n"))`;
  const r = spawnSync(
    process.execPath,
    ["--import", `data:text/javascript,${encodeURIComponent(probe)}`, ...args],
    {
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
    },
  );
  const m = /maxrss (\d+)/.exec(r.stderr);
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

const times = CASES.map(() => []);
for (const c of CASES) once(c.args); // warm the file cache
for (let i = 0; i < runs; i++) {
  for (const [j, c] of CASES.entries()) times[j].push(once(c.args));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const base = { median: median(times[0]), best: Math.min(...times[0]) };
console.log(`## CLI start: ${runs} alternating runs each (node ${process.version}, ${process.platform})\n`);
console.log("| command | median ms | best ms | median ratio to node | best ratio | peak MiB |");
console.log("| :-- | --: | --: | --: | --: | --: |");
CASES.forEach((c, j) => {
  const m = median(times[j]);
  const b = Math.min(...times[j]);
  console.log(
    `| ${c.name} | ${m.toFixed(1)} | ${b.toFixed(1)} | ${(m / base.median).toFixed(2)}x | ${(b / base.best).toFixed(2)}x | ${peakMiB(c.args).toFixed(0)} |`,
  );
});
console.log("\ngoal: tabula roll 2d6 under 2x bare node's start");
