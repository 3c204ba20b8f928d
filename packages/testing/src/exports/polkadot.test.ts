import { expect, it } from 'vitest'
import * as exports from './polkadot.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "PolkadotChainStartError",
      "leasePolkadotChain",
      "polkadotDevAccounts",
      "polkadotTestExtensionBrowserBundle",
      "polkadotTestExtensionBrowserScript",
      "sendInBlock",
      "startPolkadotChain",
    ]
  `)
})
