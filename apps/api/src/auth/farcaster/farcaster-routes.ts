import * as v from 'valibot'
import type { AppContext } from '../../context.js'
import { readJson } from '../../context.js'
import type { SharedState } from '../../http/shared-state.js'
import type { RouteHandlersBuilder } from '../../routes/route-handlers.js'
import { AUTH_BASE_PATH } from '../../routes/route-table.js'
import type { AuthDeps } from '../auth-deps.js'
import { rateLimitedError } from '../auth-errors.js'
import { parseDeviceId, validate } from '../auth-schemas.js'
import { checkFarcasterLogin, farcasterAppClient, startFarcasterLogin } from './farcaster-login.js'

const StartBody = v.object({ deviceId: v.unknown() })
const CheckBody = v.object({
  loginId: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  deviceId: v.unknown(),
})

/**
 * Sign In With Farcaster for the wallet frame: `POST /v1/auth/farcaster/start` `{ deviceId }` →
 * `{ loginId, url, expiresAt }` (the URL for the QR code and link), then `POST
 * /v1/auth/farcaster/check` `{ loginId, deviceId }` (the frame polls) → `{ step: 'PENDING' }` or
 * `{ step: 'CONNECT', session, user, username, fid }`. The relay's channel token never leaves
 * the server, and the signed message is verified here, not in the frame. Each start opens a relay
 * channel and stores a row, so starts are limited per client address like social starts.
 */
export function farcasterRoutes(
  app: RouteHandlersBuilder,
  deps: AuthDeps,
  options: {
    clientKeyOf: (c: AppContext) => string
    bucketsFor: SharedState['bucketsFor']
    publicOrigin: (c: AppContext) => string
  },
): void {
  const client = farcasterAppClient(deps.config.farcaster)
  const perIp = options.bucketsFor('auth-farcaster-ip', deps.config.perIp)
  app.post('/v1/auth/farcaster/start', async (c) => {
    const body = validate(StartBody, await readJson(c), 'body')
    const taken = await perIp.take(options.clientKeyOf(c), 1)
    if (!taken.ok) {
      c.header('Retry-After', String(taken.retryAfterSeconds))
      throw rateLimitedError(taken.retryAfterSeconds)
    }
    const siweUri =
      deps.config.farcaster.siweUri ?? `${options.publicOrigin(c)}${AUTH_BASE_PATH}/farcaster`
    return c.json(
      await startFarcasterLogin(deps, client, { deviceId: parseDeviceId(body.deviceId), siweUri }),
    )
  })
  app.post('/v1/auth/farcaster/check', async (c) => {
    const body = validate(CheckBody, await readJson(c), 'body')
    return c.json(
      await checkFarcasterLogin(deps, client, {
        loginId: body.loginId,
        deviceId: parseDeviceId(body.deviceId),
      }),
    )
  })
}
