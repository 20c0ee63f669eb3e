// A bar chart of a distribution; bars at or above the target are lit. Wide ranges are binned.

const MAX_BARS = 72;

interface Bar {
  from: number;
  to: number;
  p: number;
}

function bars(pairs: readonly [number, number][]): Bar[] {
  if (pairs.length <= MAX_BARS) return pairs.map(([v, p]) => ({ from: v, to: v, p }));
  const min = pairs[0]![0];
  const max = pairs.at(-1)![0];
  const width = (max - min) / MAX_BARS;
  const out: Bar[] = Array.from({ length: MAX_BARS }, (_, i) => ({
    from: min + i * width,
    to: min + (i + 1) * width,
    p: 0,
  }));
  for (const [v, p] of pairs) out[Math.min(MAX_BARS - 1, Math.floor((v - min) / width))]!.p += p;
  return out;
}

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export function OddsChart({
  pairs,
  target,
  label,
}: {
  pairs: readonly [number, number][];
  target: number | null;
  label: string;
}) {
  if (pairs.length === 0) return null;
  const bs = bars(pairs);
  const top = Math.max(...bs.map((b) => b.p));
  const w = 100 / bs.length;
  const gap = bs.length > 40 ? 0.1 : 0.6;
  const showEvery = Math.max(1, Math.ceil(bs.length / 12));
  return (
    <figure className="odds-chart">
      <svg viewBox="0 0 100 44" preserveAspectRatio="none" role="img" aria-label={label}>
        {bs.map((b, i) => {
          const h = top > 0 ? (b.p / top) * 40 : 0;
          const lit = target !== null && b.from >= target;
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional
              key={i}
              x={i * w + gap / 2}
              y={42 - h}
              width={Math.max(0.2, w - gap)}
              height={Math.max(h, b.p > 0 ? 0.4 : 0)}
              rx={Math.min(0.8, w / 4)}
              className={lit ? "bar lit" : "bar"}
            >
              <title>
                {b.from === b.to ? fmt(b.from) : `${fmt(b.from)}–${fmt(b.to)}`}: {(b.p * 100).toFixed(2)}%
              </title>
            </rect>
          );
        })}
      </svg>
      <div className="odds-axis" aria-hidden="true">
        {bs.map((b, i) =>
          i % showEvery === 0 || i === bs.length - 1 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: ticks are positional
            <span key={i} style={{ left: `${(i + 0.5) * w}%` }}>
              {fmt(b.from)}
            </span>
          ) : null,
        )}
      </div>
    </figure>
  );
}
