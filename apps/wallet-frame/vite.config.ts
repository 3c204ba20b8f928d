import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import { workspaceAlias } from '../../vitest.shared'

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string
}

// A versioned build: the version is compiled in (the frame reports it in its handshake) and every
// asset name carries its content hash, so a host can serve `dist/` under /<version>/ immutably.
export default defineConfig({
  // Our packages from source, as the lab and the tests build them (no package build needed first).
  resolve: { alias: workspaceAlias },
  define: { __FRAME_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One small script and one stylesheet; no inline script (the CSP allows 'self' only).
    modulePreload: false,
    assetsInlineLimit: 0,
  },
})
