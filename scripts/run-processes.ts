import { spawn, type ChildProcess } from 'node:child_process';

export type ProcessSpec = { name: string; command: string; args: string[]; env?: Record<string, string> };

/** Runs several processes with prefixed output; stops them all when one exits or on Ctrl-C. */
export function runProcesses(specs: ProcessSpec[]): void {
  const children: ChildProcess[] = [];
  const stopAll = (code: number) => {
    for (const child of children) child.kill('SIGTERM');
    process.exitCode = code;
  };
  for (const spec of specs) {
    const child = spawn(spec.command, spec.args, {
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${spec.name}] ${line}`)
        .join('\n') + '\n';
    child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
    child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
    child.on('exit', (code) => stopAll(code ?? 0));
    children.push(child);
  }
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}
