/** The chain-client module (@polkadot/api), loaded on first use (never at page load). */
export const loadChain = () => import('./chain-actions.js')

export type ChainModule = Awaited<ReturnType<typeof loadChain>>
export type ChainApi = import('./chain-actions.js').ApiPromise
