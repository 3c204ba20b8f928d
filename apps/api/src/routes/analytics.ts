import { AnalyticsEventBodySchema, AnalyticsQuerySchema } from '@portico/api-client/schemas'
import { Hono } from 'hono'
import { type AppEnv, readJson, type ServerContext } from '../context.js'
import { ApiError, validate } from '../http/api-error.js'

/**
 * Analytics (SPEC §7): `POST /e?projectId&st&sv` stores the event. When CORS origins are
 * configured, a browser origin outside them gets 403 (the kit then shows
 * "Invalid App Configuration").
 */
export function analyticsRoutes(ctx: ServerContext) {
  const app = new Hono<AppEnv>()
  app.post('/e', async (c) => {
    const origin = c.req.header('origin')
    const allowed = ctx.config.corsOrigins ?? []
    if (origin && allowed.length > 0 && !allowed.includes(origin)) {
      throw new ApiError(403, 'Origin not allowed for this project')
    }
    const query = validate(AnalyticsQuerySchema, c.req.query(), 'query')
    const body = validate(AnalyticsEventBodySchema, await readJson(c), 'body')
    await ctx.db.query(
      `INSERT INTO analytics_events (event_id, project_id, sdk_type, sdk_version, url, domain, event_time, event,
         type, properties, address, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12) ON CONFLICT (event_id) DO NOTHING`,
      [
        body.eventId,
        query.projectId,
        query.st,
        query.sv,
        body.url,
        body.domain,
        body.timestamp,
        body.props.event,
        body.props.type,
        body.props.properties === undefined ? null : JSON.stringify(body.props.properties),
        body.props.address ?? null,
        ctx.now(),
      ],
    )
    return c.json({ stored: true }, 202)
  })
  return app
}
