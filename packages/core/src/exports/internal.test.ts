import { expect, it } from 'vitest'
import * as exports from './internal.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "SignInStateError",
      "loadApiClient",
      "setSignInState",
    ]
  `)
})
