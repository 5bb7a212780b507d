import type { Plugin } from 'vite';
import { HOME_EARLY_GETS, boot, type BootPlan } from './src/lib/boot';

// index.html's boot script (src/lib/boot.ts, docs/decisions/0050): `boot`'s own text with this build's plan
// — the files of the logged-in shell and of the home page that the entry module does not already preload, and the
// home page's first GETs. The server allows the script by its hash.

/** The lazy routes a logged-in cold load of any page asks for first (src/app/router.tsx), and the home page. */
const SHELL_MODULES = ['src/app/AppShell.tsx', 'src/app/guards.tsx', 'src/app/layout/AppLayout.tsx'];
const HOME_MODULE = 'src/features/home/HomePage.tsx';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function bootHints(): Plugin {
  let base = '/';
  return {
    name: 'partidos-boot-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is typeof c & ChunkLike => c.type === 'chunk') as unknown as ChunkLike[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots: ChunkLike[]): Set<string> => {
          const seen = new Set<string>();
          const visit = (c: ChunkLike) => {
            if (seen.has(c.fileName)) return;
            seen.add(c.fileName);
            for (const f of c.imports) {
              const next = byFile.get(f);
              if (next) visit(next);
            }
          };
          roots.forEach(visit);
          return seen;
        };
        const facade = (module: string): ChunkLike => {
          const c = chunks.find((x) => x.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
          if (!c) throw new Error(`boot-hints: no chunk for ${module} (a lazy route moved? update boot-hints.ts)`);
          return c;
        };
        const entry = closure(chunks.filter((c) => c.isEntry));
        const files = (modules: string[]): string[] => {
          const js = [...closure(modules.map(facade))].filter((f) => !entry.has(f));
          const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return [...new Set([...css, ...js])].map((f) => `${base}${f}`);
        };
        const plan: BootPlan = { shell: files(SHELL_MODULES), home: files([...SHELL_MODULES, HOME_MODULE]), gets: HOME_EARLY_GETS };
        const script = `<script>(${boot.toString()})(${JSON.stringify(plan)});</script>`;
        // right after the title, before the stylesheets: a classic inline script placed after a stylesheet waits for
        // it to download before it runs; before <meta charset> it would push that past the first 1,024 bytes
        if (!html.includes('</title>')) throw new Error('boot-hints: index.html has no <title>');
        return html.replace('</title>', `</title>\n    ${script}`);
      },
    },
  };
}
