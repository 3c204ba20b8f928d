// Production build of the compatibility app; relative base so any static server can serve dist/.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  base: './',
  build: { sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  logLevel: 'warn',
})
