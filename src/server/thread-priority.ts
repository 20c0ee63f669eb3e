// Work a table's members wait on (rolls, moves, chat) runs on the event loop; heavy work that only
// its asker waits on (exact odds, forecasts, checking an import) runs on worker threads. On a small
// host they share few cores, so the loop must come first. On Linux a thread has its own nice value
// (setpriority on the calling thread; see setpriority(2), "BUGS"), so a worker thread alone steps
// back. Elsewhere the call would lower the whole process, so it is left out.

import { setPriority } from "node:os";

/** Lowers the calling worker thread's CPU priority (Linux only; a no-op where not permitted). */
export function stepBackThisThread(): void {
  if (process.platform !== "linux") return;
  try {
    setPriority(10);
  } catch {
    // Not permitted in this container: the thread keeps the process's priority.
  }
}
