import { defineConfig } from '@playwright/test'
import {
  chromiumLaunchOptions,
  type PorticoTestOptions,
  type PorticoWorkerOptions,
} from '@portico/testing/playwright'

// Fixed ports (override by env): the app is built for one RPC URL, so the devnet the tests start
// must listen where the app looks (VITE_RPC_URL, given to the dev server below). They lie below
// Linux's ephemeral range (32768-60999), so no server of another test listening on port 0 can
// be handed one of them.
const webPort = Number(process.env.EXAMPLE_WEB_PORT ?? 17310)
const devnetPort = Number(process.env.EXAMPLE_DEVNET_PORT ?? 17320)

export default defineConfig<PorticoTestOptions, PorticoWorkerOptions>({
  testDir: 'e2e',
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // Debian's Chromium; drop this line after `npx playwright install chromium`.
    launchOptions: chromiumLaunchOptions(),
    localChains: { devnet: { port: devnetPort } },
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js --port ${webPort} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${webPort}`,
    env: { VITE_RPC_URL: `http://127.0.0.1:${devnetPort}` },
    reuseExistingServer: false,
  },
})
