import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdA11y } from './antd-a11y';
import { bootHints } from './boot-hints';
import { precacheShell } from './precache-shell';
import { precompress } from './precompress';

// What the service worker precaches (docs/decisions/0083): index.html, the icons, the entry chunk, and these pages
// with what they import statically; the worker caches every other chunk when a page first fetches it. Not the match
// list: it is drawn with antd, whose chunk alone would take the precache over its 1 MiB.
const shell = precacheShell([
  'src/features/auth/pages/LoginPage.tsx', 'src/app/AppShell.tsx', 'src/app/guards.tsx', 'src/app/layout/AppLayout.tsx',
  'src/features/home/HomePage.tsx', 'src/features/matches/pages/PartidoDetailPage.tsx',
]);

// The installable app (docs/decisions/0039): a web manifest and our own service worker (src/sw.ts)
// that precaches the app shell. It asks before updating (registerType 'prompt': 'Actualizar' in UpdatePrompt).
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  // registered by UpdatePrompt (virtual:pwa-register/react), which also offers the update
  injectRegister: false,
  // the icons are in globPatterns already (listed twice, they were precached twice)
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Partidos',
    short_name: 'Partidos',
    description: 'Organiza partidos de fútbol amateur con tu club: inscripciones, equipos, MVP y pagos.',
    lang: 'es-CL',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#16a34a',
    background_color: '#ffffff',
    categories: ['sports'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // the candidates: every file of the build but the link-preview image, which only chat apps fetch; the shell's
    // transform keeps index.html, the icons and the shell's chunks (precache-shell.ts)
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    globIgnores: ['og-image.png'],
    manifestTransforms: [shell.manifestTransform],
    // hashed names need no revision: the install may take them from the HTTP cache the first visit filled
    dontCacheBustURLsMatching: /^assets\//,
  },
});

// Our own small modules, in two files rather than one file each (docs/decisions/0050). A module
// that several lazy pages share becomes a file of its own, most under 1 KiB: / needed 43 files, fetched six at a time
// over HTTP/1.1. Paths from apps/web; the build stops if one is gone (renamed: update the list). Each group takes
// what its modules import too, unless an earlier group took it.
// - 'base': what /login needs besides its page (the API client, the session, the light components, the form rules),
//   and Vite's preload helper, which every lazy import calls; the logged-in pages need it too.
const BASE_MODULES = [
  'src/components/lite/form.tsx', 'src/components/lite/index.tsx', 'src/components/lite/kit.css', 'src/lib/session.ts',
  'src/lib/api.ts', 'src/lib/boot.ts', 'src/features/auth/api/auth-calls.ts', 'src/lib/use-is-mobile.ts',
  'src/lib/form-rules.ts', 'src/lib/return-path.ts', '../../packages/shared/src/messages.ts',
  // the spinner /login and the router show; listed so that 'app', whose 403 page imports it too, does not take it
  // from the entry (/login would then download 'app')
  'src/components/PageSpinner.tsx',
];
// - 'app': what the logged-in shell and the home page share with the other logged-in pages: the query client, the
//   calls, the kit and its icons, the header's bell, club selector and inbox button, the home page's shared cards.
//   /login does not download it (budget.mobile.spec.ts checks).
const APP_MODULES = [
  'src/lib/query-client.ts', 'src/lib/active-club.ts', 'src/lib/offline-cache.ts', 'src/features/auth/components/use-logout.ts',
  // the client typed from the contract, with openapi-fetch (docs/decisions/0089): the bell's calls use it
  'src/lib/api-client.ts',
  'src/components/InlineH1.tsx', 'src/components/InsufficientPermissions.tsx', 'src/components/MatchStatusTag.tsx',
  'src/components/LoadError.tsx', 'src/components/PersonAvatar.tsx',
  'src/components/lite/confirm.ts', 'src/components/lite/kit.tsx', 'src/components/lite/app-icons.tsx',
  '../../packages/shared/src/matches/constants.ts', '../../packages/shared/src/enums.ts', '../../packages/shared/src/permissions.ts',
  '../../packages/shared/src/format.ts',
  'src/features/profile/api/profile-calls.ts', 'src/features/players/api/player-calls.ts', 'src/features/matches/api/match-calls.ts',
  'src/features/clubs/api/club-calls.ts', 'src/features/payments/api/payment-calls.ts', 'src/features/payments/api/receipts-inbox.ts',
  'src/features/stats/api/stats-calls.ts', 'src/features/notifications/api/notification-keys.ts',
  'src/features/notifications/api/list-notifications.ts',
  'src/features/notifications/components/NotificationBell.tsx', 'src/features/notifications/components/notification-texts.ts',
  'src/features/clubs/components/ClubSelector.tsx',
  'src/features/payments/components/ReceiptsInboxNav.tsx', 'src/features/matches/components/match-format.ts',
  'src/features/matches/components/AttendeeAvatars.tsx', 'src/features/matches/components/AttendanceButtons.tsx',
  'src/features/matches/components/SignUpButton.tsx', 'src/features/players/components/achievement-icons.tsx',
  'src/features/players/components/AchievementsList.tsx', 'src/features/stats/components/PositionBadge.tsx',
  'src/features/stats/components/PlayerCell.tsx',
];
function moduleGroup(modules: string[], virtual: string[] = []) {
  const ids = new Set(modules.map((m) => {
    const file = path.resolve(import.meta.dirname, m);
    if (!existsSync(file)) throw new Error(`vite.config.ts: ${m} is gone; update the module groups`);
    return file.replaceAll('\\', '/');
  }));
  return (id: string) => ids.has(id.replaceAll('\\', '/')) || virtual.some((v) => id.endsWith(v));
}

export default defineConfig({
  plugins: [antdA11y(), react(), shell.plugin, pwa, bootHints(), precompress()],
  // the dev server's pre-bundled dependencies get the same fixes
  optimizeDeps: { rolldownOptions: { plugins: [antdA11y()] } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    // every browser the app supports has <link rel="modulepreload">: the polyfill's check ran on every cold load
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React changes rarely, so browsers keep it cached across releases. antd's modules that most pages share (its
        // theme and CSS-in-JS, App's message and modal, the menu, buttons, cards…) make one file: split per component
        // they were a hundred small files on the home page, six at a time over HTTP/1.1. /login draws without antd
        // (docs/decisions/0044), so it does not download that file; the rest of antd stays split by route.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // the query client's modules (the logged-in pages' calls; /login has none): one file instead of five
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'base', test: moduleGroup(BASE_MODULES, ['vite/preload-helper.js']) },
            { name: 'app', test: moduleGroup(APP_MODULES) },
            { name: 'antd-core', test: /node_modules[\\/](antd|@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis)[\\/]/, minShareCount: 25 },
          ],
        },
      },
    },
  },
});
