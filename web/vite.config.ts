import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { modulesReaching } from './modules-reaching.ts';
import { precompress } from './precompress.ts';

// The app's own modules (web/src and the contract) that reach zod: they stay in the chunks of the
// pages that call the API's checks, so that no shared chunk brings zod to a page that only reads.
const reachingZod = modulesReaching(/node_modules[\\/]zod[\\/]/);
const appModule = /[\\/](web[\\/]src|contract)[\\/]/;
const adminModule = /[\\/](web[\\/]src[\\/]pages[\\/]admin|contract[\\/]admin)[\\/]/;

/** A web manifest screenshot of web/public/screenshots/, JPEG, of `sizes` ('720x1560'). */
const screenshot = (name: string, sizes: string, formFactor: 'narrow' | 'wide', label: string) => ({
  src: `/screenshots/${name}.jpg`,
  sizes,
  type: 'image/jpeg',
  form_factor: formFactor,
  label,
});

// Two builds: the browser's (dist/, served) and, with `build.ssr` set, the server's renderer of the
// public pages (dist-ssr/entry-server.js, never served), from the same routes and components.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: isSsrBuild ? false : 'public',
  // No source maps in the served folder (they would publish the sources and build paths); the manifest
  // tells the server which styles and chunks a rendered page needs, and the bench what each page loads.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, rolldownOptions: { input: 'src/entry-server.tsx' } }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // React with the router (every page's) and the query library (every page that loads data) each
        // in one chunk, rather than in as many small chunks as the pages share parts of them; so are the
        // app's own modules that two pages or more share: a first visit fetches and starts six files
        // rather than thirty, each a round trip on a phone's link. Not the admin panel's: the chunk
        // would then hold them, or (as a dependency of theirs) a module of the shell's, for every visitor.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                  priority: 3,
                },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
                {
                  name: 'app',
                  test: (id: string) => appModule.test(id) && !adminModule.test(id) && !reachingZod.has(id),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  // The server renderer carries the packages it uses (React's server renderer, the router, react-query…)
  // rather than importing them from node_modules: an installed package needs none of them at run time.
  // Their production builds, as in the browser's bundle: React's development checks stay out of the server.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy: { '/api': 'http://localhost:8787' } },
  plugins: [
    // Only the browser build splits chunks by it, and is served (its files compressed once, here).
    !isSsrBuild && reachingZod.plugin,
    !isSsrBuild && precompress(),
    // JSX and Fast Refresh: an edit in `npm run dev:web` updates the component in place, keeping its state.
    react(),
    !isSsrBuild &&
      VitePWA({
        // Registered by our own code through workbox-window (src/app/service-worker.ts).
        injectRegister: false,
        registerType: 'prompt',
        includeAssets: ['favicon.svg', 'floaters/*.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          name: 'Nemesis Day',
          short_name: 'Nemesis Day',
          description: "Celebrate 15 February, the day after Valentine's Day, with a roast of your nemesis.",
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
          // The app as it looks, for the richer install prompt: phone-shaped on phones, landscape on computers.
          // Drawn from the running app by bin/manifest-screenshots.ts (run it again when these pages change).
          screenshots: [
            screenshot(
              'narrow-home',
              '720x1560',
              'narrow',
              'The countdown to Nemesis Day and the call to create a note',
            ),
            screenshot('narrow-note', '720x1560', 'narrow', 'A nemesis note with its roast, ready to share'),
            screenshot('wide-home', '1280x800', 'wide', 'The countdown to Nemesis Day and the call to create a note'),
            screenshot('wide-note', '1280x800', 'wide', 'A nemesis note with its roast, ready to share'),
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // Only the install prompt shows the screenshots (and they are JPEG besides): not worth a first visit's download.
          globIgnores: ['screenshots/**'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//],
          cleanupOutdatedCaches: true,
        },
      }),
  ],
}));
