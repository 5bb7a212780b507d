import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What the deployment files promise (README "Docker Compose", docs/decisions/0079).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every "host:container" mapping under a `ports:` key of a compose file. */
function publishedPorts(yaml: string): string[] {
  const out: string[] = [];
  let inPorts = false;
  for (const line of yaml.split('\n')) {
    if (/^\s+ports:\s*$/.test(line)) { inPorts = true; continue; }
    const item = /^\s+-\s+"?([^"#]+?)"?\s*$/.exec(line);
    if (inPorts && item) { out.push(item[1]!); continue; }
    if (!/^\s*(#.*)?$/.test(line)) inPorts = false;
  }
  return out;
}

describe('deploy/compose.yaml', () => {
  it('publishes the app on the loopback only: the proxy in front is the way in', () => {
    const ports = publishedPorts(readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8'));
    expect(ports.length).toBeGreaterThan(0);
    for (const p of ports) expect(p).toMatch(/^127\.0\.0\.1:/);
  });
});
