import { CreateSessionBodySchema, RevokeSessionBodySchema } from '@portico/api-client/schemas'
import { readJson, type ServerContext, signingDomain } from '../context.js'
import { validate } from '../http/api-error.js'
import { routeHandlers } from './route-handlers.js'

/**
 * Sessions (SPEC §7): `GET /v1/sessions/{caipAddress}` lists them, `POST /v1/sessions/{caipAddress}`
 * records one signed with `sessionGrantMessage`, `POST .../revoke` revokes one signed with
 * `sessionRevokeMessage`; both messages name this API's domain.
 */
export function sessionRoutes(ctx: ServerContext) {
  const app = routeHandlers()
  app.get('/v1/sessions/:id', async (c) =>
    c.json({ pcis: await ctx.sessions.list(c.req.param('id')) }),
  )
  app.post('/v1/sessions/:id', async (c) => {
    const body = validate(CreateSessionBodySchema, await readJson(c), 'body')
    return c.json(await ctx.sessions.create(c.req.param('id'), body, signingDomain(ctx, c)), 201)
  })
  app.post('/v1/sessions/:id/revoke', async (c) => {
    const body = validate(RevokeSessionBodySchema, await readJson(c), 'body')
    return c.json(await ctx.sessions.revoke(c.req.param('id'), body, signingDomain(ctx, c)))
  })
  return app.handlers
}
