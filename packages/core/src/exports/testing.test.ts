import { expect, it } from 'vitest'
import * as exports from './testing.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AdapterConformanceError",
      "AlertText",
      "createFramePage",
      "emptyAccountState",
      "fixtureDataApi",
      "manualClock",
      "mapAdapter",
      "mockAdapter",
      "runAdapterConformance",
      "setSignInState",
      "systemClock",
    ]
  `)
})
