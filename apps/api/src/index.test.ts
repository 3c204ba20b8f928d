import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "apiConfigForDevnet",
      "createApiServer",
      "createPgliteDatabase",
      "createPostgresDatabase",
      "loadConfig",
      "openDatabase",
      "permissionsHash",
      "sessionGrantMessage",
      "sessionRevokeMessage",
    ]
  `)
})
