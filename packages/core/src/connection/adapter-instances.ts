import type { AdapterContext, ChainAdapter } from '../adapter/chain-adapter.js'
import type { AppKitOptions } from '../app-kit/app-kit-types.js'
import type { ChainNamespace } from '../types/chain.js'

/**
 * One adapter instance per definition for this kit. A definition whose namespace has no requested
 * network is skipped (it could not act), and so is one whose `create` throws: a broken adapter must
 * not break the host page; the rest of the kit still works.
 */
export function createAdapterInstances(
  options: Pick<AppKitOptions, 'adapters' | 'networks'>,
  shared: Omit<AdapterContext, 'networks'>,
): Map<ChainNamespace, ChainAdapter> {
  const instances = new Map<ChainNamespace, ChainAdapter>()
  for (const definition of options.adapters) {
    const networks = options.networks.filter((n) => n.chainNamespace === definition.namespace)
    if (networks.length === 0 || instances.has(definition.namespace)) continue
    try {
      const instance = definition.create({ ...shared, networks })
      if (instance.namespace !== definition.namespace) {
        shared.warn('An adapter instance owns another namespace than its definition', {
          definition: definition.namespace,
          instance: instance.namespace,
        })
        continue
      }
      instances.set(definition.namespace, instance)
    } catch (error) {
      shared.warn(`The ${definition.namespace} adapter could not be created`, error)
    }
  }
  return instances
}

/** Destroys every instance; one that throws does not keep the others alive. */
export async function destroyAdapters(
  instances: Iterable<ChainAdapter>,
  warn: AdapterContext['warn'],
): Promise<void> {
  await Promise.all(
    [...instances].map(async (instance) => {
      try {
        await instance.destroy()
      } catch (error) {
        warn(`The ${instance.namespace} adapter failed to stop`, error)
      }
    }),
  )
}
