// The anchors' settings: production build, manifest on (the bench tells the entry's static
// import closure from lazy chunks), no sourcemaps. Workspace packages resolve to their sources,
// as an app would get them from the packages' built ESM.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const packages = fileURLToPath(new URL('../../packages/', import.meta.url))

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@portico\/(core|api-client|adapter-evm|ui-react)$/,
        replacement: `${packages}$1/src/exports/index.ts`,
      },
      {
        find: /^@portico\/(core|api-client|adapter-evm|ui-react)\/(.+)$/,
        replacement: `${packages}$1/src/exports/$2.ts`,
      },
    ],
  },
  build: { manifest: true, sourcemap: false, reportCompressedSize: false },
})
