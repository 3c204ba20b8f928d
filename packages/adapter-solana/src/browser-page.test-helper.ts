// The page script of `browser.test.ts`: bundled with Vite (as an app would) and run in Chromium.
// It only wires the adapter to the page (Wallet Standard wallets register on `window`); the test
// drives it through `window.__portico`.
import { createMemoryStorage, type Network } from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { solanaAdapter } from './exports/index.js'

const page = window as unknown as {
  __porticoStart(config: { networks: Network[] }): Promise<void>
  __portico: { adapter: ReturnType<ReturnType<typeof solanaAdapter>['create']> }
}

page.__porticoStart = async ({ networks }) => {
  const adapter = solanaAdapter().create({
    storage: createMemoryStorage(),
    clock: systemClock,
    networks,
    warn: (message, details) => console.warn(message, details),
  })
  await adapter.setup()
  page.__portico = { adapter }
}
