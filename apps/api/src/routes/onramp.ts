import {
  Caip2Schema,
  OnRampQuoteBodySchema,
  OnRampUrlBodySchema,
} from '@portico/api-client/schemas'
import * as v from 'valibot'
import { publicOrigin, readJson, type ServerContext } from '../context.js'
import { validate } from '../http/api-error.js'
import { createOnRampService } from '../onramp/onramp-service.js'
import {
  checkoutPage,
  DECLINED_TEST_CARD,
  errorPage,
  isValidCardNumber,
  paidPage,
  SANDBOX_PAGE_CSP,
} from '../onramp/sandbox-page.js'
import { createSandboxPayer } from '../onramp/sandbox-payer.js'
import { SandboxSessionError, verifySandboxSession } from '../onramp/sandbox-session.js'
import { routeHandlers } from './route-handlers.js'

const OptionsQuerySchema = v.object({ chainId: v.optional(Caip2Schema) })

/**
 * On-ramp (SPEC §7): `GET /v1/onramp/options`, `POST /v1/onramp/quote`,
 * `POST /v1/generators/onrampurl`, and the sandbox provider's checkout at `/sandbox/onramp`
 * (a card form whose "Pay" sends devnet funds from the configured funding key).
 */
export function onrampRoutes(
  ctx: ServerContext,
  options: { log: (message: string) => void; fetch?: typeof fetch },
) {
  const service = createOnRampService({
    config: ctx.config.onramp,
    chains: ctx.chains,
    prices: ctx.prices,
    now: ctx.now,
    log: options.log,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const payer = service.sandbox
    ? createSandboxPayer({
        db: ctx.db,
        chains: ctx.chains,
        fundingKey: service.sandbox.fundingKey,
        now: ctx.now,
      })
    : undefined
  const app = routeHandlers()

  app.get('/v1/onramp/options', (c) => {
    const query = validate(OptionsQuerySchema, { chainId: c.req.query('chainId') }, 'query')
    return c.json(service.options(query.chainId))
  })

  app.post('/v1/onramp/quote', async (c) => {
    const body = validate(OnRampQuoteBodySchema, await readJson(c), 'body')
    return c.json(await service.quote(body))
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    const body = validate(OnRampUrlBodySchema, await readJson(c), 'body')
    return c.json(service.url(body, publicOrigin(ctx, c)))
  })

  const page = (html: string, status: 200 | 400 | 409 | 502 = 200) =>
    new Response(html, {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': SANDBOX_PAGE_CSP,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    })
  const open = (token: string) => {
    const session = verifySandboxSession(token, service.secret, ctx.now())
    const chain = ctx.chains.get(session.chainId)
    const providerName = service.options().providers.find((p) => p.id === session.providerId)?.name
    return {
      session,
      chainName: chain?.config.name ?? `Chain ${session.chainId}`,
      providerName: providerName ?? 'Sandbox',
    }
  }

  app.get('/sandbox/onramp', (c) => {
    if (!payer) return page(errorPage('The sandbox provider is not configured'), 400)
    const token = c.req.query('session') ?? ''
    try {
      const { session, chainName, providerName } = open(token)
      return page(checkoutPage(session, token, providerName, chainName))
    } catch (error) {
      if (error instanceof SandboxSessionError) return page(errorPage(error.message), 400)
      throw error
    }
  })

  app.post('/sandbox/onramp/pay', async (c) => {
    if (!payer) return page(errorPage('The sandbox provider is not configured'), 400)
    const form = await c.req.parseBody()
    const token = typeof form.session === 'string' ? form.session : ''
    let opened: ReturnType<typeof open>
    try {
      opened = open(token)
    } catch (error) {
      if (error instanceof SandboxSessionError) return page(errorPage(error.message), 400)
      throw error
    }
    const { session, chainName, providerName } = opened
    if (session.paymentMethod === 'card') {
      const card = typeof form.card === 'string' ? form.card : ''
      const retry = (message: string) =>
        page(checkoutPage(session, token, providerName, chainName, message), 400)
      if (!isValidCardNumber(card)) return retry('Invalid card number')
      if (card.replace(/ /g, '') === DECLINED_TEST_CARD) return retry('Card declined')
    }
    try {
      const hash = await payer.pay(session)
      return page(paidPage(session, providerName, hash))
    } catch (error) {
      if (error instanceof SandboxSessionError) return page(errorPage(error.message), 409)
      options.log(`api: sandbox on-ramp payment failed: ${String(error)}`)
      return page(errorPage('The payment could not be sent. Try again.'), 502)
    }
  })

  return app.handlers
}
