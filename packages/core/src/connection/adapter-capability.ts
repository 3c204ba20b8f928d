import type { AdapterCapabilities } from '../adapter/adapter-capabilities.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { familyRegistry } from '../families/family-registry.js'
import type { ChainNamespace } from '../types/chain.js'

/** The capabilities of the kit's adapter for `namespace`, or undefined when it has none. */
export function capabilitiesOf(
  ctx: Pick<KitContext, 'adapters'>,
  namespace: ChainNamespace | undefined,
): AdapterCapabilities | undefined {
  return namespace ? ctx.adapters.get(namespace)?.capabilities : undefined
}

/**
 * The namespace whose accounts can be smart accounts (the embedded wallet's smart account lives
 * there), or undefined when no adapter of the kit has them.
 */
export function smartAccountNamespace(
  ctx: Pick<KitContext, 'adapters'>,
): ChainNamespace | undefined {
  for (const namespace of ctx.adapters.keys()) {
    if (familyRegistry[namespace].accountTypes.includes('smartAccount')) return namespace
  }
  return undefined
}
