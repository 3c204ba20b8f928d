import { expect, it } from 'vitest'
import * as exports from './smtp.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "startSmtpSink",
    ]
  `)
})
