import { BaseError } from '../errors/base-error.js'
import type { DataApi } from './data-api.js'

/** Thrown by the placeholder data API when the app configured none. */
export class DataApiMissingError extends BaseError {
  override name = 'DataApiMissingError'
  constructor(call: string) {
    super('No data API configured', {
      details: `"${call}" needs the data API: pass \`apiUrl\` (or \`api\`) to createAppKit.`,
    })
  }
}

/**
 * The data API used when neither `options.api` nor `options.apiUrl` is given: every call rejects with `DataApiMissingError`
 * (or the error `refuse` makes, e.g. when the project id is missing), so balance, history and name
 * features show their failure toasts instead of crashing.
 */
export function createNoDataApi(
  refuse: (call: string) => Error = (call) => new DataApiMissingError(call),
): DataApi {
  const missing = (call: string) => () => Promise.reject(refuse(call))
  return {
    getWallets: missing('getWallets'),
    walletImageUrl: () => '',
    assetImageUrl: () => '',
    getSupportedChains: missing('getSupportedChains'),
    getBalances: missing('getBalances'),
    getHistory: missing('getHistory'),
    getNfts: missing('getNfts'),
    getIdentity: missing('getIdentity'),
    lookupName: missing('lookupName'),
    reverseName: missing('reverseName'),
    nameSuggestions: missing('nameSuggestions'),
    registerName: missing('registerName'),
  }
}
