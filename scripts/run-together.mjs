// Runs commands at the same time, each one's output kept and printed whole when it ends (never interleaved), so a
// CPU-light pair such as typecheck and lint share the machine's cores instead of waiting for each other.
import { spawn } from 'node:child_process';

/** @param {{ name: string, command: string, args: string[] }[]} jobs @returns {Promise<{ name: string, ok: boolean, seconds: number }[]>} */
export function runTogether(jobs) {
  return Promise.all(jobs.map(({ name, command, args }) => new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const done = (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(`\n-- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)\n${Buffer.concat(out).toString()}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (e) => { out.push(Buffer.from(String(e))); done(1); });
    child.on('close', done);
  })));
}
