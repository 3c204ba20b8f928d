import { expect, it } from 'vitest'
import * as exports from './farcaster.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_SIGN_IN_URL_BASE",
      "FarcasterTestWalletError",
      "SIWF_CHAIN_ID",
      "SIWF_STATEMENT",
      "createFarcasterTestWallet",
      "deployTestIdRegistry",
      "readTestFid",
      "registerTestFid",
      "startSiwfRelay",
      "testIdRegistryArtifact",
      "transferTestFid",
    ]
  `)
})
