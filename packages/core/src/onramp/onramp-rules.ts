import type { OnRampOptions, OnRampPaymentMethod, OnRampProvider } from '@portico/api-client'
import { cardPayChains, isRestrictedTimeZone } from '../networks/network-constants.js'

/** A provider as the on-ramp view offers it: only the payment methods allowed here. */
export interface OfferedOnRampProvider {
  provider: OnRampProvider
  methods: OnRampProvider['paymentMethods']
}

/**
 * The payment methods `provider` may offer on `networkId`: none when it does not deliver there;
 * card only on the card-pay chains of SPEC §9 (by the provider's name for the chain).
 *
 * @example
 * offeredPaymentMethods(provider, 'eip155:8453') // card and bank account on "base"
 */
export function offeredPaymentMethods(
  provider: OnRampProvider,
  networkId: string,
): OnRampProvider['paymentMethods'] {
  const network = provider.networks.find((entry) => entry.id === networkId)
  if (!network) return []
  return provider.paymentMethods.filter(
    (method) => method.id !== 'card' || cardPayChains.includes(network.name),
  )
}

/**
 * What the on-ramp offers on `networkId` in `timeZone`: nothing in a restricted time zone
 * (SPEC §9), otherwise each provider delivering there with its allowed methods.
 *
 * @example
 * offeredOnRampProviders(options, 'eip155:1', currentTimeZone())
 */
export function offeredOnRampProviders(
  options: OnRampOptions,
  networkId: string,
  timeZone: string | undefined,
): OfferedOnRampProvider[] {
  if (isRestrictedTimeZone(timeZone)) return []
  return options.providers.flatMap((provider) => {
    const methods = offeredPaymentMethods(provider, networkId)
    return methods.length > 0 ? [{ provider, methods }] : []
  })
}

/** The browser's IANA time zone, or undefined where there is none (server, odd runtimes). */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Method labels as the views show them. */
export const PAYMENT_METHOD_LABELS: Record<OnRampPaymentMethod, string> = {
  card: 'Card',
  bank_account: 'Bank account',
}
