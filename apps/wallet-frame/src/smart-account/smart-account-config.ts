type Address = `0x${string}`

// A regex, not viem's isAddress: this file loads with the frame's first page (no viem there).
const isAddress = (value: string): value is Address => /^0x[0-9a-fA-F]{40}$/.test(value)

/** One chain where eip155 accounts may be smart accounts. */
export interface SmartAccountNetwork {
  chainId: number
  /** ERC-4337 bundler JSON-RPC (apps/api's proxy, or the operator's bundler). */
  bundlerUrl: string
  /** The bundler also answers ERC-7677 (`pm_getPaymasterStubData`): a paymaster pays the gas. */
  sponsored?: boolean
}

/** `config.json`'s `smartAccounts`: the ERC-4337 v0.8 parts the operator deployed. */
export interface SmartAccountConfig {
  /** PorticoAccountFactory (`createAccount(owner, salt)`, `getAddress(owner, salt)`). */
  factory: Address
  /** Default: the canonical EntryPoint v0.8. */
  entryPoint?: Address
  networks: SmartAccountNetwork[]
}

const fail = (what: string): never => {
  throw new Error(`config.json: smartAccounts.${what}`)
}

/**
 * Checks `config.json`'s `smartAccounts` (absent: no smart accounts, every account an EOA).
 *
 * @example
 * parseSmartAccountConfig({ factory: '0x…', networks: [{ chainId: 1, bundlerUrl: 'https://…' }] })
 */
export function parseSmartAccountConfig(value: unknown): SmartAccountConfig | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null) return fail('must be an object')
  const { factory, entryPoint, networks } = value as Record<string, unknown>
  if (typeof factory !== 'string' || !isAddress(factory)) return fail('factory must be an address')
  if (entryPoint !== undefined && (typeof entryPoint !== 'string' || !isAddress(entryPoint))) {
    return fail('entryPoint must be an address')
  }
  if (!Array.isArray(networks) || networks.length > 256) return fail('networks must be a list')
  const parsed = networks.map((network: unknown): SmartAccountNetwork => {
    const { chainId, bundlerUrl, sponsored } = (network ?? {}) as Record<string, unknown>
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) {
      return fail('networks[].chainId must be a positive integer')
    }
    if (
      typeof bundlerUrl !== 'string' ||
      !/^https?:\/\/[^\s'";,]+$/.test(bundlerUrl) ||
      !URL.canParse(bundlerUrl)
    ) {
      return fail('networks[].bundlerUrl must be an http(s) URL')
    }
    if (sponsored !== undefined && typeof sponsored !== 'boolean') {
      return fail('networks[].sponsored must be true or false')
    }
    return { chainId, bundlerUrl, ...(sponsored ? { sponsored } : {}) }
  })
  return {
    factory,
    ...(entryPoint ? { entryPoint: entryPoint as Address } : {}),
    networks: parsed,
  }
}

/** The bundlers' origins, for the frame's `connect-src`. */
export function bundlerOrigins(config: SmartAccountConfig | undefined): string[] {
  return [...new Set((config?.networks ?? []).map((network) => new URL(network.bundlerUrl).origin))]
}
