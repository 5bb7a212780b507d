import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// What the service worker precaches (docs/decisions/0083): the app shell, not every chunk. index.html, the icons,
// the entry chunk, and the pages a person needs first with the chunks they import statically and their styles; the
// other chunks are cached by the worker the first time a page fetches them (src/sw.ts). The build's chunk graph is
// read here (generateBundle) and applied to workbox's list of files (injectManifest.manifestTransforms), which runs
// after it, in vite-plugin-pwa's closeBundle.

/** The precache's ceiling, in bytes as stored (e2e/budget.mobile.spec.ts holds it). */
export const PRECACHE_BUDGET_BYTES = 1024 * 1024;

/** The paths (from the site's root, no leading slash) that a built sw.js precaches: workbox's injected list. */
export function precacheUrls(sw: string): string[] {
  return [...sw.matchAll(/\{"revision":(?:null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((m) => m[1]!);
}

/** The precache of a build in `dist`, as the files stored (bench/web.ts; the browser suite measures the served one). */
export function precacheOf(dist: string): { files: number; bytes: number } {
  const urls = precacheUrls(readFileSync(path.join(dist, 'sw.js'), 'utf8'));
  return { files: urls.length, bytes: urls.reduce((n, u) => n + statSync(path.join(dist, u)).size, 0) };
}

interface ChunkInfo { imports: string[]; css: string[] }
interface ManifestEntry { url: string; revision: string | null; size: number }

/**
 * `pages`: source paths from apps/web whose chunks (and what they import statically) are precached; the build stops
 * when one is gone (renamed: update the list).
 */
export function precacheShell(pages: string[]) {
  const wanted = pages.map((p) => {
    const file = path.resolve(import.meta.dirname, p);
    if (!existsSync(file)) throw new Error(`precache-shell: ${p} is gone; update the pages precached`);
    return file.replaceAll('\\', '/');
  });
  let graph: Map<string, ChunkInfo> | null = null;
  let roots: string[] = [];

  const plugin: Plugin = {
    name: 'partidos-precache-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      // the app's build only (its entry is index.html), not the service worker's own
      if (!Object.values(bundle).some((o) => o.type === 'chunk' && o.isEntry && o.facadeModuleId?.endsWith('index.html'))) return;
      graph = new Map();
      const byModule = new Map<string, string>();
      roots = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        graph.set(out.fileName, { imports: out.imports, css: [...(out.viteMetadata?.importedCss ?? [])] });
        if (out.facadeModuleId) byModule.set(out.facadeModuleId.replaceAll('\\', '/'), out.fileName);
        if (out.isEntry) roots.push(out.fileName);
      }
      for (const file of wanted) {
        const chunk = byModule.get(file);
        if (!chunk) throw new Error(`precache-shell: no chunk of its own for ${file} (is it still imported lazily?)`);
        roots.push(chunk);
      }
    },
  };

  /** workbox's list of files, narrowed to the shell: non-asset files (index.html, icons) and the roots' closure. */
  const manifestTransform = (entries: ManifestEntry[]) => {
    if (!graph) throw new Error('precache-shell: the chunk graph was not recorded (is the plugin in the build?)');
    const keep = new Set<string>();
    const visit = (file: string) => {
      if (keep.has(file)) return;
      keep.add(file);
      const info = graph!.get(file);
      info?.css.forEach((c) => keep.add(c));
      info?.imports.forEach(visit);
    };
    roots.forEach(visit);
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url));
    const total = manifest.reduce((n, e) => n + e.size, 0);
    const warnings = total > PRECACHE_BUDGET_BYTES
      ? [`the precache holds ${total} bytes, over its budget of ${PRECACHE_BUDGET_BYTES} (precache-shell.ts)`]
      : [];
    return { manifest, warnings };
  };

  return { plugin, manifestTransform };
}
