import { expect, it } from 'vitest'
import * as exports from './playwright'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ConnectFailedError",
      "answerNext",
      "approveNext",
      "chromiumLaunchOptions",
      "connect",
      "createLocalChains",
      "defaultTestWalletNames",
      "expect",
      "injectedWalletScript",
      "porticoModal",
      "porticoView",
      "rejectNext",
      "signIn",
      "test",
    ]
  `)
})
