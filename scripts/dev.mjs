#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and Vite on :5173 proxying /api.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { stdio: 'inherit', env: { ...process.env, JOBS_INTERVAL_MS: process.env.JOBS_INTERVAL_MS ?? '60000' } }),
  spawn('npx', ['vite', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
