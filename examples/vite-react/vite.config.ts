import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { siwxDevServer } from './siwx-dev-server'

export default defineConfig({
  plugins: [react(), siwxDevServer()],
  // WalletConnect's dependencies (pulled in by adapter-evm) expect Node's `global`.
  define: { global: 'globalThis' },
  build: { rollupOptions: { input: ['index.html', 'wagmi.html'] } },
})
