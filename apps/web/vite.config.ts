import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdA11y } from './antd-a11y';

// The installable app (issue 20 item 7, docs/decisions/0039): a web manifest and our own service worker (src/sw.ts)
// that precaches the app shell. It asks before updating (registerType 'prompt': 'Actualizar' in UpdatePrompt).
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  // registered by UpdatePrompt (virtual:pwa-register/react), which also offers the update
  injectRegister: false,
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
    // the app shell: every chunk (pages are code-split; offline, any of them may be the next one opened), styles,
    // icons. Not the link-preview image, which only chat apps fetch.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    globIgnores: ['og-image.png'],
  },
});

export default defineConfig({
  plugins: [antdA11y(), react(), pwa],
  // the dev server's pre-bundled dependencies get the same fixes
  optimizeDeps: { rolldownOptions: { plugins: [antdA11y()] } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // React changes rarely, so browsers keep it cached across releases. antd's modules that most pages share (its
        // theme and CSS-in-JS, App's message and modal, the menu, buttons, cards…) make one file: split per component
        // they were a hundred small files on the home page, six at a time over HTTP/1.1. /login draws without antd
        // (issue 22, docs/decisions/0044), so it does not download that file; the rest of antd stays split by route.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // the query client's modules (the logged-in pages' calls; /login has none): one file instead of five
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'antd-core', test: /node_modules[\\/](antd|@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis)[\\/]/, minShareCount: 25 },
          ],
        },
      },
    },
  },
});
