import { ApiPromise, WsProvider } from '@polkadot/api'

/** A lazily opened @polkadot/api connection to one chain, checked against its genesis hash. */
export interface PolkadotClient {
  /** The connected API; the first call connects (a failed connect is retried on the next call). */
  api(): Promise<ApiPromise>
  /** Runs a read, failing after the configured timeout (polkadot-js waits forever on a dead socket). */
  read<T>(fn: (api: ApiPromise) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export function createPolkadotClient(options: {
  wsUrl: string
  genesisHash: string
  timeoutMs: number
}): PolkadotClient {
  let connecting: Promise<ApiPromise> | undefined
  let closed = false

  const connect = async (): Promise<ApiPromise> => {
    const provider = new WsProvider(options.wsUrl, 1_000, {}, options.timeoutMs)
    try {
      const api = await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
      if (api.genesisHash.toHex() !== options.genesisHash) {
        await api.disconnect()
        throw new Error(
          `families.polkadot: ${options.wsUrl} has genesis ${api.genesisHash.toHex()}, not ${options.genesisHash}`,
        )
      }
      return api
    } catch (error) {
      await provider.disconnect().catch(() => undefined)
      throw error
    }
  }

  const api = (): Promise<ApiPromise> => {
    if (closed) return Promise.reject(new Error('the Polkadot client is closed'))
    connecting ??= connect().catch((error: unknown) => {
      connecting = undefined
      throw error
    })
    return connecting
  }

  return {
    api,
    async read(fn) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Polkadot node did not answer within ${options.timeoutMs} ms`)),
          options.timeoutMs,
        )
      })
      try {
        return await Promise.race([api().then(fn), timeout])
      } finally {
        clearTimeout(timer)
      }
    },
    async close() {
      closed = true
      const pending = connecting
      connecting = undefined
      const connected = await pending?.catch(() => undefined)
      await connected?.disconnect()
    },
  }
}
