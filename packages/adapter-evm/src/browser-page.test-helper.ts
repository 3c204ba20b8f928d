// The page script of `browser.test.ts`: bundled with Vite (as an app would) and run in Chromium.
// It only wires the adapter to the page; the test drives it through `window.__portico`.
import { createMemoryStorage, type Network } from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { evmAdapter } from './exports/index.js'

interface PageConfig {
  networks: Network[]
  relayUrl: string
}

const page = window as unknown as {
  __porticoStart(config: PageConfig): Promise<void>
  __portico: {
    adapter: ReturnType<ReturnType<typeof evmAdapter>['create']>
    uris: string[]
  }
}

page.__porticoStart = async (config) => {
  const definition = evmAdapter({
    networks: config.networks,
    walletConnect: {
      projectId: 'browser-test',
      relayUrl: config.relayUrl,
      metadata: {
        name: 'Portico browser test',
        description: 'test',
        url: location.origin,
        icons: [],
      },
    },
  })
  const adapter = definition.create({
    storage: createMemoryStorage(),
    clock: systemClock,
    networks: config.networks,
    warn: (message, details) => console.warn(message, details),
  })
  const uris: string[] = []
  adapter.on('displayUri', ({ uri }) => uris.push(uri))
  await adapter.setup()
  page.__portico = { adapter, uris }
}
