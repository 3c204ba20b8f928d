import { expect, it } from 'vitest'
import * as exports from './adapter-kit.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_RELAY_TIMEOUT",
      "DEFAULT_REQUEST_TIMEOUT",
      "DEFAULT_RESTORE_WAIT",
      "WALLET_NOT_ANSWERING",
      "WalletRequestTimeoutError",
      "adapterNetworks",
      "afterNextPaint",
      "createAdapterEvents",
      "createRelayWait",
      "createRestoreWaits",
      "createScopedClock",
      "initWalletConnectProvider",
      "lazyAdapter",
      "lazyAddressCodec",
      "loadBitcoinAddress",
      "loadOnce",
      "loadPolkadotAddress",
      "loadSolanaAddress",
      "pairAcrossRelayRestarts",
      "pairSharedSession",
      "withTimeout",
    ]
  `)
})
