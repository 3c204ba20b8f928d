import { loadOnce } from '../adapter-kit/load-once.js'
import type { DataApi } from './data-api.js'

/** A `DataApi` whose implementation is downloaded on first use (or on `preload()`). */
export type LazyDataApi = DataApi & {
  /** Starts the download; resolves when the real client is ready. */
  preload(): Promise<DataApi>
}

/**
 * Resolves after the next frame has been produced (a task queued from `requestAnimationFrame`),
 * or after a task where there are no frames (server, background tab, tests without rAF).
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const raf = (globalThis as { requestAnimationFrame?: (cb: () => void) => number })
      .requestAnimationFrame
    const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden'
    if (raf && visible) raf(() => setTimeout(resolve, 0))
    else setTimeout(resolve, 0)
  })
}

/**
 * Wraps a `DataApi` factory loaded with a dynamic import, so the HTTP client and its schemas stay
 * out of the page's initial JavaScript. Async calls wait for the download. The two synchronous
 * image-URL builders answer `''` until it has arrived (images then show their fallback); the modal
 * preloads the client when it preloads its own code, so views normally find it ready. Calls start
 * after the next frame (see {@link afterNextFrame}).
 *
 * @example
 * const api = lazyDataApi(() => loadApiClient({ apiUrl, projectId }))
 * await api.getWallets({ page: 1, entries: 40 }) // downloads the client, then asks
 */
export function lazyDataApi(load: () => Promise<DataApi>): LazyDataApi {
  let api: DataApi | undefined
  const preload = loadOnce(() =>
    load().then((loaded) => {
      api = loaded
      return loaded
    }),
  )
  const after = async <T>(use: (loaded: DataApi) => Promise<T>): Promise<T> => {
    const loaded = await preload()
    // A view asks for its data when it mounts, i.e. inside the click that opened the modal:
    // the request starts once that frame is out, so opening never waits for it.
    await afterNextFrame()
    return use(loaded)
  }
  const imageUrl = (method: 'walletImageUrl' | 'assetImageUrl') => (id: string) => {
    if (api) return api[method](id)
    preload().catch(() => {})
    return ''
  }
  return {
    preload,
    getWallets: (params) => after((a) => a.getWallets(params)),
    walletImageUrl: imageUrl('walletImageUrl'),
    assetImageUrl: imageUrl('assetImageUrl'),
    getSupportedChains: () => after((a) => a.getSupportedChains()),
    getBalances: (params) => after((a) => a.getBalances(params)),
    getHistory: (params) => after((a) => a.getHistory(params)),
    getNfts: (params) => after((a) => a.getNfts(params)),
    getFungiblePrice: (params) =>
      after(async (a) => (a.getFungiblePrice ? a.getFungiblePrice(params) : { fungibles: [] })),
    getIdentity: (params) => after((a) => a.getIdentity(params)),
    lookupName: (name) => after((a) => a.lookupName(name)),
    reverseName: (address) => after((a) => a.reverseName(address)),
    nameSuggestions: (name) => after((a) => a.nameSuggestions(name)),
    registerName: (params) => after((a) => a.registerName(params)),
    sendEvent: (event) =>
      after(async (a) => {
        await a.sendEvent?.(event)
      }),
  }
}
