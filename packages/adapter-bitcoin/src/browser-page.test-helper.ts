// The page script of `browser.test.ts`: bundled with Vite (as an app would) and run in Chromium.
// The adapter uses its defaults there: `window` for sats-connect's registry and the page's Wallet
// Standard registry (`getWallets()`). The test drives it through `window.__portico`.
import { bitcoinRegtest, createMemoryStorage } from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { bitcoinAdapter } from './exports/index.js'

const page = window as unknown as {
  __porticoStart(config: { esploraUrl: string }): Promise<void>
  __portico: { adapter: ReturnType<ReturnType<typeof bitcoinAdapter>['create']> }
}

page.__porticoStart = async ({ esploraUrl }) => {
  const regtest = bitcoinRegtest({ esploraUrl })
  const adapter = bitcoinAdapter({ walletConnect: false }).create({
    storage: createMemoryStorage(),
    clock: systemClock,
    networks: [regtest],
    warn: (message, details) => console.warn(message, details),
  })
  await adapter.setup()
  page.__portico = { adapter }
}
