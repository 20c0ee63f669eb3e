// How long intents take inside the server, from the message arriving to its acknowledgement (the
// events are broadcast just before): the last few thousand, for /health and the load benchmark,
// which can then tell the server's own latency from the network's and the client's.

const WINDOW = 10_000;

export class LatencyWindow {
  private readonly samples = new Float64Array(WINDOW);
  private next = 0;
  private total = 0;

  record(ms: number): void {
    this.samples[this.next] = ms;
    this.next = (this.next + 1) % WINDOW;
    this.total++;
  }

  summary(): { count: number; p50Ms: number | null; p99Ms: number | null; maxMs: number | null } {
    const n = Math.min(this.total, WINDOW);
    if (n === 0) return { count: this.total, p50Ms: null, p99Ms: null, maxMs: null };
    const sorted = Array.from(this.samples.subarray(0, n)).sort((a, b) => a - b);
    const at = (p: number) => Math.round(sorted[Math.min(n - 1, Math.floor(p * n))]! * 10) / 10;
    return {
      count: this.total,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: Math.round(sorted[n - 1]! * 10) / 10,
    };
  }
}
