import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../../..');

/** The compiler options the apps build with (decorators, esModuleInterop), for @swc-node/register. */
const SWC_PROJECT = 'libs/server/testing/tsconfig.swc.json';

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((ok, ko) => {
    const s = createServer();
    s.once('error', ko);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  /** its exit code (null when a signal ended it) */
  exited: Promise<number | null>;
  /** the last 20 KB of its stdout and stderr */
  output(): string;
}

export interface ProcessOptions {
  env?: NodeJS.ProcessEnv;
  /**
   * Ready once its output has shown each of these (in any order, in any chunks); `null`: ready
   * when it exits with 0 (a one-shot command such as `seed`).
   */
  ready: (string | RegExp)[] | null;
  /** default 300 s: a cold @swc-node/register start on a slow machine takes tens of seconds */
  timeoutMs?: number;
  /** every chunk of its output, e.g. into a log file */
  onOutput?: (chunk: Buffer) => void;
}

const KEPT_OUTPUT = 20_000;

/** Starts `command` in the workspace's root; resolves when it is ready (see `ready`), rejects if it exits first. */
export function startProcess(command: string, args: string[], options: ProcessOptions): Promise<RunningProcess> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const markers = options.ready ?? [];
  const seen = new Set<number>();
  let text = '';
  const running: RunningProcess = { child, exited, output: () => text };
  const name = [command, ...args].join(' ');
  return new Promise((ok, ko) => {
    const ms = options.timeoutMs ?? 300_000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      ko(new Error(`${name}: non pronto in ${ms / 1000} s:\n${text.slice(-2000)}`));
    }, ms);
    const read = (chunk: Buffer) => {
      options.onOutput?.(chunk);
      text = (text + chunk.toString()).slice(-KEPT_OUTPUT);
      // remembered one by one: the tail may have dropped a marker by the time the next one shows
      markers.forEach((marker, i) => {
        if (typeof marker === 'string' ? text.includes(marker) : marker.test(text)) seen.add(i);
      });
      if (options.ready && seen.size === markers.length) {
        clearTimeout(timer);
        ok(running);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!options.ready && code === 0) ok(running);
      else ko(new Error(`${name}: uscito (${code ?? child.signalCode}):\n${text.slice(-2000)}`));
    });
  });
}

/** A TypeScript entry point of the workspace (e.g. apps/api/src/main.ts) run from source, without a build. */
export function startTypeScript(file: string, args: string[], options: ProcessOptions & { nodeArgs?: string[] }): Promise<RunningProcess> {
  return startProcess(process.execPath, [...(options.nodeArgs ?? []), '-r', '@swc-node/register', file, ...args], {
    ...options,
    env: { SWC_NODE_PROJECT: SWC_PROJECT, KAFKA_BROKERS: '', ...options.env },
  });
}

/** Sends `signal` (SIGTERM unless told) and waits for the exit; nothing if it has already exited. */
export async function stop(p: RunningProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill(signal);
  await p.exited;
}

/** A redis-server of its own on `port` (the shared one serves everybody else); it keeps nothing on disk, so a restart loses everything. */
export function startRedis(port: number): Promise<RunningProcess> {
  return startProcess('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    ready: ['Ready to accept connections'],
    timeoutMs: 30_000,
  });
}
