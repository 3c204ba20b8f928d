import { expect, it } from 'vitest'
import * as exports from './testing.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "fixtureDataApi",
      "mapAdapter",
      "mockAdapter",
    ]
  `)
})
