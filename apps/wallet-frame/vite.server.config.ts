import { defineConfig } from 'vite'

// The `portico-frame` bin: src/server/portico-frame.ts as one ES module for plain Node, beside
// the frame's dist/ (which stays the static folder only: nothing of the server is served).
export default defineConfig({
  build: {
    ssr: 'src/server/portico-frame.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: { entryFileNames: 'portico-frame.js', banner: '#!/usr/bin/env node' },
    },
  },
})
