import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))

/**
 * Builds the package's public entry the way an app's bundler sees it (React and the other Portico
 * packages external), minified, with a manifest, so `.size-limit.cjs` can budget the entry (what
 * a page loads up front) and each lazy chunk (modal, views) separately.
 */
export default defineConfig({
  root: `${here}..`,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    minify: true,
    lib: { entry: `${here}../src/exports/index.ts`, formats: ['es'], fileName: 'index' },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@portico\//],
    },
  },
})
