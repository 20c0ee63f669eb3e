// A bar for work that cannot say how far along it is (an odds table's grids are computed in one
// call): a block sweeping across and the seconds so far, on stderr. It appears only once the work
// has taken a moment, redraws ten times a second, and wipes itself before the answer is printed.

import type { Io } from "./io.js";

const WIDTH = 24;
const BLOCK = 6;

export class ActivityBar {
  private readonly started = Date.now();
  private timer: ReturnType<typeof setInterval> | null = null;
  private drawn = false;
  private frame = 0;

  constructor(
    private readonly io: Io,
    private readonly label: string,
    delayMs = 250,
  ) {
    this.timer = setInterval(() => this.draw(), 100);
    // The first frames fall inside the delay: nothing is drawn for work that ends quickly.
    this.frame = -Math.ceil(delayMs / 100);
    if (delayMs <= 0) this.draw();
  }

  private draw(): void {
    this.frame++;
    if (this.frame <= 0) return;
    // Back and forth: the block's left edge walks 0 … WIDTH-BLOCK and back.
    const span = WIDTH - BLOCK;
    const step = this.frame % (2 * span);
    const at = step <= span ? step : 2 * span - step;
    const bar = " ".repeat(at) + "█".repeat(BLOCK) + " ".repeat(WIDTH - BLOCK - at);
    const secs = ((Date.now() - this.started) / 1000).toFixed(1);
    this.io.err(`\r  ${this.label} [${bar}] ${secs} s`);
    this.drawn = true;
  }

  /** Stops and wipes the bar (if it was ever drawn). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.drawn) this.io.err(`\r${" ".repeat(this.label.length + WIDTH + 16)}\r`);
  }
}
