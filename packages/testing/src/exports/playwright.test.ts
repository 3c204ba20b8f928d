import { expect, it } from 'vitest'
import * as exports from './playwright'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ConnectFailedError",
      "PHONE",
      "PHONE_CONTEXT",
      "PHONE_USER_AGENT",
      "answerNext",
      "approveNext",
      "chromiumLaunchOptions",
      "connect",
      "createLocalChains",
      "defaultTestWalletNames",
      "expect",
      "injectedWalletScript",
      "loginWithEmailInFrame",
      "measureSheet",
      "newPhoneContext",
      "nextFrameCard",
      "outsideProblems",
      "pageSettled",
      "pageWidth",
      "porticoModal",
      "porticoView",
      "rejectNext",
      "saveScreenshot",
      "sheetFitProblems",
      "signIn",
      "test",
      "typeFrameCode",
      "walletFrame",
    ]
  `)
})
