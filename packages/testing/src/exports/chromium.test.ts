import { expect, it } from 'vitest'
import * as exports from './chromium.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "CHROMIUM_SERVER_ENV",
      "chromiumArgs",
      "chromiumPath",
      "launchChromium",
      "serveStatic",
      "startChromiumServer",
    ]
  `)
})
