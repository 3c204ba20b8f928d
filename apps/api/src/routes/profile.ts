import {
  EvmAddressSchema,
  NameParamSchema,
  RegisterNameBodySchema,
} from '@portico/api-client/schemas'
import { readJson, type ServerContext, signingDomain } from '../context.js'
import { ApiError, validate } from '../http/api-error.js'
import { routeHandlers } from './route-handlers.js'

/** Names (SPEC §7 profile calls): lookup, reverse lookup, suggestions, registration. */
export function profileRoutes(ctx: ServerContext) {
  const app = routeHandlers()

  app.get('/v1/profile/account/:name', async (c) => {
    const name = validate(NameParamSchema, c.req.param('name'), 'name')
    const profile = await ctx.names.lookup(name)
    if (!profile) throw new ApiError(404, 'Name not found', 'name')
    return c.json(profile)
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = validate(EvmAddressSchema, c.req.param('address'), 'address')
    return c.json(await ctx.names.reverse(address))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const name = validate(NameParamSchema, c.req.param('name'), 'name')
    return c.json({ suggestions: await ctx.names.suggestions(name) })
  })

  app.post('/v1/profile/account', async (c) => {
    const body = validate(RegisterNameBodySchema, await readJson(c), 'body')
    return c.json(await ctx.names.register(body, signingDomain(ctx, c)), 201)
  })

  return app.handlers
}
