import { expect, it } from 'vitest'
import * as exports from './adapter-kit.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_REQUEST_TIMEOUT",
      "WALLET_NOT_ANSWERING",
      "WalletRequestTimeoutError",
      "adapterNetworks",
      "afterNextPaint",
      "createAdapterEvents",
      "createScopedClock",
      "initWalletConnectProvider",
      "lazyAddressCodec",
      "loadBitcoinAddress",
      "loadOnce",
      "loadPolkadotAddress",
      "loadSolanaAddress",
      "proposeSharedSession",
      "withTimeout",
    ]
  `)
})
