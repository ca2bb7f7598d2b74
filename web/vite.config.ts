import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
  // No source maps in the served folder (they would publish the sources and build paths); the manifest
  // tells the bench which chunks each page loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // react-router looks up React 19's `use` and `useOptimistic` and falls back without them, as it must on Preact.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('preact/compat')) return;
        handler(level, log);
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8787' } },
  // The source is written against React's API and types; it runs, in development too, on Preact's
  // compatibility layer, a fraction of react-dom's size (src/app/schedule-effects-like-react.ts
  // keeps React's effect timing). Each alias also covers its subpaths (react/jsx-runtime, react-dom/client).
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  plugins: [
    // JSX only: React's Fast Refresh cannot update Preact components, so an edit reloads the page.
    react({ refreshExclude: /./ }),
    VitePWA({
      // Registered by our own code through workbox-window (src/app/service-worker.ts).
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'floaters/*.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Nemesis Day',
        short_name: 'Nemesis Day',
        description: 'Celebrate 15 February, the day after Valentine\'s Day, with a roast of your nemesis.',
        theme_color: '#1a0b1f',
        background_color: '#1a0b1f',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
