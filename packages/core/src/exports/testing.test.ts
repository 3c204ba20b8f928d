import { expect, it } from 'vitest'
import * as exports from './testing.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "createFramePage",
      "fixtureDataApi",
      "mapAdapter",
      "mockAdapter",
    ]
  `)
})
