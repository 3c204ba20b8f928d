import { randomBytes } from 'node:crypto'
import type {
  OnRampOptions,
  OnRampProvider,
  OnRampQuote,
  OnRampQuoteBody,
  OnRampUrl,
  OnRampUrlBody,
} from '@portico/api-client'
import { getAddress } from 'viem'
import type { ChainHandle } from '../chain/chain-clients.js'
import { chainIdFromCaip2 } from '../chain/chain-clients.js'
import { ApiError } from '../http/api-error.js'
import type { PriceTable } from '../services/prices.js'
import { coinbaseQuote, coinbaseUrl } from './coinbase-provider.js'
import {
  type OnRampConfig,
  type OnRampExternalProvider,
  type OnRampProviderBase,
  sandboxProvider,
} from './onramp-config.js'
import {
  checkPayment,
  fromCents,
  type PricedPurchase,
  pricePurchase,
  toCents,
} from './quote-math.js'
import { newSessionId, type SandboxSession, signSandboxSession } from './sandbox-session.js'

type Listed = { base: OnRampProviderBase; external?: OnRampExternalProvider }

export interface OnRampServiceOptions {
  config: OnRampConfig | undefined
  chains: Map<number, ChainHandle>
  prices: PriceTable
  now: () => number
  log: (message: string) => void
  fetch?: typeof fetch
}

/** The on-ramp calls of SPEC §7 over the sandbox and the configured providers. */
export function createOnRampService(options: OnRampServiceOptions) {
  const { config, chains, prices, now } = options
  const secret = config?.sessionSecret ?? randomBytes(32).toString('hex')
  if (config?.sandbox && !config.sessionSecret)
    options.log('api: onramp.sessionSecret not set; sandbox links work on this replica only')
  const sandbox = config?.sandbox
    ? sandboxProvider(config.sandbox, [...chains.values()])
    : undefined
  const listed: Listed[] = [
    ...(sandbox ? [{ base: sandbox }] : []),
    ...(config?.providers ?? []).map((external) => ({ base: external, external })),
  ]
  const find = (id: string): Listed => {
    const found = listed.find((entry) => entry.base.id === id)
    if (!found) throw new ApiError(404, 'Unknown on-ramp provider', 'providerId')
    return found
  }
  const toListed = (base: OnRampProviderBase): OnRampProvider => {
    const methods = (['card', 'bank_account'] as const).flatMap((id) => {
      const limits = base.limits[id]
      return limits ? [{ id, limits }] : []
    })
    const fees = methods.map((method) => base.feePercent[method.id] ?? 0)
    return {
      id: base.id,
      name: base.name,
      feeRange: { min: Math.min(...fees), max: Math.max(...fees) },
      paymentMethods: methods,
      paymentCurrencies: base.paymentCurrencies ?? ['USD'],
      purchaseCurrencies: base.purchaseCurrencies ?? ['ETH'],
      networks: Object.entries(base.networks).map(([id, name]) => ({ id, name })),
      ...(base.homepage ? { homepage: base.homepage } : {}),
    }
  }
  /** The sandbox's figures for a request (shared by its quote and its checkout link). */
  const sandboxFigures = (body: OnRampQuoteBody, base: OnRampProviderBase) => {
    const chainId = chainIdFromCaip2(body.network)
    const chain = chainId === undefined ? undefined : chains.get(chainId)
    if (!chain || !base.networks[body.network])
      throw new ApiError(400, 'Network not offered by this provider', 'network')
    if (body.purchaseCurrency !== chain.nativeCurrency.symbol)
      throw new ApiError(400, 'Asset not offered by this provider', 'purchaseCurrency')
    const cents = toCents(body.paymentAmount.amount)
    checkPayment(base, body.paymentMethod, body.paymentAmount.currency, cents)
    const price = prices.price({ chainId: chain.chainId, symbol: chain.nativeCurrency.symbol })
    return { chain, cents, priced: pricePurchase(base, body.paymentMethod, cents, price) }
  }
  const quoteOf = (
    body: OnRampQuoteBody,
    cents: number,
    priced: PricedPurchase,
    quoteId: string,
  ): OnRampQuote => {
    const fiat = (value: number) => ({
      amount: fromCents(value),
      currency: body.paymentAmount.currency,
    })
    return {
      quoteId,
      providerId: body.providerId,
      paymentMethod: body.paymentMethod,
      paymentTotal: fiat(cents),
      paymentSubtotal: fiat(priced.subtotalCents),
      providerFee: fiat(priced.providerFeeCents),
      networkFee: fiat(priced.networkFeeCents),
      purchaseAmount: { amount: priced.purchaseAmount, currency: body.purchaseCurrency },
      network: body.network,
    }
  }

  return {
    /** The secret sandbox sessions are signed with. */
    secret,
    /** The sandbox's funding key and link lifetime, when a sandbox is configured. */
    sandbox: config?.sandbox,
    options(chainId?: string): OnRampOptions {
      return {
        providers: listed
          .filter((entry) => !chainId || entry.base.networks[chainId] !== undefined)
          .map((entry) => toListed(entry.base)),
      }
    },
    async quote(body: OnRampQuoteBody): Promise<OnRampQuote> {
      const { base, external } = find(body.providerId)
      if (external) {
        checkPayment(
          base,
          body.paymentMethod,
          body.paymentAmount.currency,
          toCents(body.paymentAmount.amount),
        )
        return coinbaseQuote(external, body, options.fetch)
      }
      const { cents, priced } = sandboxFigures(body, base)
      return quoteOf(body, cents, priced, `sbx-${newSessionId()}`)
    },
    /** The checkout link; `origin` is where the sandbox page is served (apps/api's public URL). */
    url(body: OnRampUrlBody, origin: string): OnRampUrl {
      const { base, external } = find(body.providerId)
      if (external) {
        checkPayment(
          base,
          body.paymentMethod,
          body.paymentAmount.currency,
          toCents(body.paymentAmount.amount),
        )
        return { url: coinbaseUrl(external, body), providerName: base.name }
      }
      if (!/^0x[0-9a-fA-F]{40}$/.test(body.destinationAddress))
        throw new ApiError(400, 'Invalid address', 'destinationAddress')
      const { chain, cents, priced } = sandboxFigures(body, base)
      const session: SandboxSession = {
        id: newSessionId(),
        providerId: base.id,
        address: getAddress(body.destinationAddress),
        chainId: chain.chainId,
        paymentMethod: body.paymentMethod,
        paymentCents: cents,
        currency: body.paymentAmount.currency,
        providerFeeCents: priced.providerFeeCents,
        networkFeeCents: priced.networkFeeCents,
        purchaseWei: priced.purchaseWei.toString(),
        purchaseCurrency: body.purchaseCurrency,
        expiresAt: now() + (config?.sandbox?.sessionTtlSeconds ?? 900) * 1000,
      }
      const token = signSandboxSession(session, secret)
      return {
        url: `${origin}/sandbox/onramp?session=${encodeURIComponent(token)}`,
        providerName: base.name,
      }
    },
  }
}

export type OnRampService = ReturnType<typeof createOnRampService>
