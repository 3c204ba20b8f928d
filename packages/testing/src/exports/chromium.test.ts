import { expect, it } from 'vitest'
import * as exports from './chromium.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "chromiumArgs",
      "chromiumPath",
      "launchChromium",
    ]
  `)
})
