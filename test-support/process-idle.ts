import { readFile } from 'node:fs/promises';

/** CPU time a process has used, in clock ticks (1/100 s on Linux), from /proc. */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces), from field 3 on: utime is field 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Resolves once the process has used no CPU for half a second. The production server renders and compresses every
 * page once it listens (warmPages), for a second or more on a busy machine: a measurement of what visitors cause
 * starts after that, as a real first visitor arrives after it.
 */
export async function untilProcessIdle(pid: number, deadline: number): Promise<void> {
  let ticks = await cpuTicks(pid);
  for (let idle = 0; idle < 5;) {
    if (Date.now() > deadline) throw new Error(`Process ${pid} was still busy at its deadline`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await cpuTicks(pid);
    idle = now === ticks ? idle + 1 : 0;
    ticks = now;
  }
}
