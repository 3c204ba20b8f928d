import { AnalyticsEventBodySchema, AnalyticsQuerySchema } from '@portico/api-client/schemas'
import { bodyLimit } from 'hono/body-limit'
import { readJson, type ServerContext } from '../context.js'
import { ApiError, validate } from '../http/api-error.js'
import { createProjectCheck } from '../projects/known-projects.js'
import { checkProperties, DEFAULT_PROPERTY_LIMITS } from '../services/analytics-properties.js'
import { routeHandlers } from './route-handlers.js'

const DAY_MS = 86_400_000

/**
 * Analytics (SPEC §7): `POST /e?projectId&st&sv` stores the event. When CORS origins are
 * configured, a browser origin outside them gets 403 (the kit then shows
 * "Invalid App Configuration"); with known projects, so do an unknown project id and an origin
 * its project does not list. The endpoint is unauthenticated, so what it stores is bounded: a
 * small body per event (here, so `/batch`'s events get it too), capped properties, a quota of
 * events per project per 24 h (counted in the database, so it holds across replicas: 429 past
 * it) and a retention job.
 */
export function analyticsRoutes(ctx: ServerContext) {
  const app = routeHandlers()
  const checkProject = createProjectCheck(ctx.config.projects)
  const limitBody = bodyLimit({
    maxSize: ctx.config.analyticsBodyLimitBytes ?? 8 * 1024,
    onError: (c) =>
      c.json({ status: 413, reasons: [{ description: 'Request body too large' }] }, 413),
  })
  app.post('/e', limitBody, async (c) => {
    const origin = c.req.header('origin')
    const allowed = ctx.config.corsOrigins ?? []
    if (origin && allowed.length > 0 && !allowed.includes(origin)) {
      throw new ApiError(403, 'Origin not allowed for this project')
    }
    const query = validate(AnalyticsQuerySchema, c.req.query(), 'query')
    // 403 for both: the analytics client reads any 403 as "Invalid App Configuration".
    const access = checkProject(query.projectId, origin)
    if (!access.ok) throw new ApiError(403, access.message, 'projectId')
    const body = validate(AnalyticsEventBodySchema, await readJson(c), 'body')
    checkProperties(body.props.properties, {
      ...DEFAULT_PROPERTY_LIMITS,
      ...ctx.config.analyticsPropertyLimits,
    })
    const quota = access.project?.analyticsQuotaPerDay ?? ctx.config.analyticsQuotaPerDay ?? 10_000
    const [used] = await ctx.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM analytics_events WHERE project_id = $1 AND received_at >= $2',
      [query.projectId, ctx.now() - DAY_MS],
    )
    if (Number(used?.n ?? 0) >= quota) {
      throw new ApiError(429, 'Analytics quota exceeded for this project')
    }
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
  return app.handlers
}
