import { describe, expect, it } from 'vitest'
import * as exports from './index.js'

describe('@portico/ui-react exports', () => {
  it('names the public API', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "AppKitButton",
        "AppKitEmbedded",
        "AppKitProvider",
        "ConnectButtonCustom",
        "EmbeddedModeRequiredError",
        "NetworkButton",
        "THEME_TOKENS",
        "darkTheme",
        "lightTheme",
        "useAppKit",
        "useAppKitAccount",
        "useAppKitButtonState",
        "useAppKitEvents",
        "useAppKitLocale",
        "useAppKitNetwork",
        "useAppKitProvider",
        "useAppKitSignIn",
        "useAppKitState",
        "useAppKitTheme",
        "useDisconnect",
        "useWalletInfo",
      ]
    `)
  })
})
