/**
 * Vite config of the shopper and admin single-page app. The root is `web/`; `@core` points at the
 * server's pure rules and zod schemas so the shop and the API share one copy of them.
 */
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintShell } from './build/first-paint-shell';

const webRoot = import.meta.dirname;

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, 'public'),
  plugins: [react(), tailwindcss(), firstPaintShell()],
  resolve: {
    alias: {
      '@core': path.resolve(webRoot, '../functions/core'),
      '@web': path.resolve(webRoot, 'src'),
    },
  },
  build: {
    outDir: path.join(webRoot, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the shop supports preloads modules natively; without it (older Safari) lazy
    // chunks still load, just without the head start, so the polyfill is not worth first-load bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema has no side effects. Saying so lets tree-shaking drop the schemas of a
      // shared `@core` module when the page only uses its constants (the header's category bar),
      // which keeps full zod (about 18 KB gzipped) out of the first load. Values the shop needs at
      // run time otherwise come from zod-free modules such as `@core/catalogue/catalogue-values`.
      // Never call `z.config()` for its effect.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // Small modules the first load shares with lazy pages: one chunk instead of a handful of
              // few-hundred-byte ones, each of which costs a request and its own import glue (the
              // session store too, which the session code and the order pages read).
              name: 'shared-small',
              test: /functions\/core\/(shop-terms|format-price|auth\/auth-limits|catalogue\/(pricing|sku|catalogue-values))|web\/src\/(components\/ui\/stock-badge|lib\/format|lib\/auth\/(auth-status|session-hint))/,
            },
          ],
        },
      },
    },
  },
});
