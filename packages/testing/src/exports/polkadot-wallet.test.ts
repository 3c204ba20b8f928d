import { expect, it } from 'vitest'
import * as exports from './polkadot-wallet.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "createPolkadotTestExtension",
      "installPolkadotTestExtensionInPage",
      "polkadotDevAccounts",
      "polkadotTestExtensionAccounts",
      "polkadotWalletConnectHandler",
      "polkadotWalletConnectMethods",
    ]
  `)
})
