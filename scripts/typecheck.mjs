#!/usr/bin/env node
// `npm run typecheck`: the three TypeScript projects checked side by side (none emits, none reads another's output),
// each one's messages printed whole when it ends. Fails when any fails.
import { runTogether } from './run-together.mjs';

const PROJECTS = ['packages/shared', 'apps/server', 'apps/web'];
const results = await runTogether(PROJECTS.map((p) => ({ name: `tsc -p ${p}`, command: 'npx', args: ['tsc', '-p', p] })));
process.exit(results.every((r) => r.ok) ? 0 : 1);
