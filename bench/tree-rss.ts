import { execFileSync } from 'node:child_process';

/** Resident memory of this process and every process it started (the browser's), in bytes. */
export function treeRss(): number {
  try {
    const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number));
    const inTree = new Set([process.pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, ppid] of rows)
        if (!inTree.has(pid) && inTree.has(ppid)) {
          inTree.add(pid);
          grew = true;
        }
    }
    return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss * 1024, 0);
  } catch {
    return process.memoryUsage().rss;
  }
}
