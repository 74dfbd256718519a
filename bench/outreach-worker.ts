/**
 * bench:outreach's scheduler: the app's own worker process (`server/main.ts` with LEADSCOUT_ROLE=worker, decision
 * 121) on the bench's PostgreSQL, started as a child so it can be killed with SIGKILL like a crashed container,
 * and measured from the outside (/proc: CPU time and peak resident memory of the whole process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;
const TITLE = 'leadscout-bench-outreach-worker';

/** CPU time and peak RSS; `stoppedSeconds`: samples that found it stopped (state T) by a signal from outside. */
export type TWorkerUsage = { cpuMs: number; peakRssBytes: number; stoppedSeconds: number };

export type TWorker = {
  pid: number;
  /** The last sample (every second, and just before the bench ends it). */
  usage: () => TWorkerUsage;
  /** SIGKILL: no shutdown, no handler, in-flight SMTP and transactions cut where they are. */
  kill: () => Promise<void>;
  /** SIGTERM: main.ts's graceful stop (pg-boss lets running jobs finish for up to 5 s). */
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function sampleOf(pid: number) {
  // After the command's closing parenthesis: the state, then (fields 14 and 15 of the line) utime and stime.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return {
    cpuMs: (ticks * 1000) / TICKS_PER_SECOND,
    peakRssBytes: peakKb * 1024,
    stopped: fields[0] === 'T',
  };
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts a worker (node with tsx's loader directly, so the pid is the app's) and waits for its health check. */
export async function startWorker(env: Record<string, string>): Promise<TWorker> {
  const port = await freePort();
  // Its own title (ps, pkill -f): a clean-up of other `server/main.ts` processes on a shared machine is not meant for it.
  const child = spawn(process.execPath, [`--title=${TITLE}`, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      LEADSCOUT_ROLE: 'worker',
      PORT: String(port),
      // No browser pass: nothing here crawls.
      CHROMIUM_PATH: '',
      ...env,
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-3000)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 600) throw new Error(`the worker did not start: ${errors}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Sampled every second, so a worker that ended unexpectedly still has figures, and a pause is seen.
  let last: TWorkerUsage = { cpuMs: 0, peakRssBytes: 0, stoppedSeconds: 0 };
  const sample = () => {
    const { stopped, ...usage } = sampleOf(child.pid!);
    // A process being torn down shows no VmHWM: the peak is the highest any sample saw.
    const peakRssBytes = Math.max(last.peakRssBytes, usage.peakRssBytes);
    last = { ...usage, peakRssBytes, stoppedSeconds: last.stoppedSeconds + (stopped ? 1 : 0) };
  };
  sample();
  const sampler = setInterval(() => {
    try {
      sample();
    } catch {
      // Gone between two samples.
    }
  }, 1000);
  let ending = false;
  child.once('exit', (code, signal) => {
    clearInterval(sampler);
    if (!ending)
      console.error(
        `  worker ${child.pid} ended at ${new Date().toISOString()} without being told by the bench ` +
          `(${code === 0 ? 'its SIGTERM/SIGINT handler: a signal from outside' : (code ?? signal)})\n${errors}`,
      );
  });
  const end = async (signal: NodeJS.Signals) => {
    ending = true;
    if (child.exitCode === null && child.signalCode === null) sample();
    child.kill(signal);
    await exitOf(child);
  };
  return {
    pid: child.pid!,
    usage: () => last,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
