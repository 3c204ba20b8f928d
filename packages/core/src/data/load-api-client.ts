import type { DataApiOptions } from '@portico/api-client'
import type { DataApi } from './data-api.js'

/**
 * Creates the kit's default data API with `@portico/api-client`, imported on demand: bundlers put
 * the HTTP client and its schemas in a chunk of their own, so a page that has not opened the modal
 * has not downloaded them. Core owns the data path (ARCHITECTURE.md): UI packages call this rather
 * than importing the client.
 *
 * @example
 * const api = await loadApiClient({ apiUrl: 'https://api.example.com', projectId })
 */
export async function loadApiClient(options: DataApiOptions): Promise<DataApi> {
  const { createDataApi } = await import('@portico/api-client')
  return createDataApi(options)
}
