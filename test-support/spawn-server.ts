import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** What it logged, line by line: each JSON line's message (with the stack of an error it logged), other lines as they are. */
  messages: () => string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, '..');

/** A stand-in build, so `server/main.ts` does not run `vite build` in a test. */
export async function fakeBuild(): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'bridal-dist-'));
  await mkdir(path.join(distDir, 'client'), { recursive: true });
  await writeFile(path.join(distDir, 'client', 'index.html'), '<!doctype html><title>test</title>');
  return distDir;
}

/** The server's log (JSON lines, as it writes them) as readable lines: the message, then any error's stack. */
export function logMessages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { stack?: string } };
        return [entry.msg ?? '', entry.err?.stack].filter(Boolean).join('\n');
      } catch {
        return line;
      }
    });
}

/**
 * Runs the real `server/main.ts` in its own Node process (one process, so a signal reaches the server itself),
 * on a free loopback port. Resolves once it is listening, or with the exit if it stops before that.
 */
export async function spawnServer(
  /** Added to this process's environment; `undefined` leaves a variable out, as a shell without it would. */
  env: Record<string, string | undefined>,
  /** Node options ahead of the script, such as another `--import`. */
  nodeArgs: string[] = [],
  /**
   * A compiled server's main.js (scripts/server-bundle.ts), run by Node alone as `npm start` runs it; by default the
   * TypeScript source through tsx, whose compiler adds about 60 MB to the process.
   */
  compiledMain?: string,
): Promise<SpawnedServer> {
  const args = compiledMain ? [...nodeArgs, compiledMain] : ['--import', 'tsx', ...nodeArgs, 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: 'false', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve) => {
    const look = () => {
      const match = /Serving the site on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', look);
    void exited.then(() => resolve(''));
  });
  return { url, child, output: () => output, messages: () => logMessages(output), exited };
}
