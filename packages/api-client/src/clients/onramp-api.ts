import { ApiResponseError } from '../errors.js'
import type { HttpClient } from '../http/http-client.js'
import { checkExternalUrl } from '../schemas/external-url.js'
import {
  type OnRampOptions,
  OnRampOptionsSchema,
  type OnRampQuote,
  type OnRampQuoteBody,
  OnRampQuoteSchema,
  type OnRampUrl,
  type OnRampUrlBody,
  OnRampUrlSchema,
} from '../schemas/onramp.js'

/** The on-ramp calls of SPEC §7 (no fallbacks here: core applies the spec's, SPEC §8). */
export interface OnRampApiClient {
  getOnRampOptions(params?: { chainId?: string | undefined }): Promise<OnRampOptions>
  getOnRampQuote(body: OnRampQuoteBody): Promise<OnRampQuote>
  /** The provider page to open; `http:` only on the data API's own origin (its sandbox). */
  generateOnRampUrl(body: OnRampUrlBody): Promise<OnRampUrl>
}

/**
 * Client of `/v1/onramp/options`, `/v1/onramp/quote` and `/v1/generators/onrampurl` over an
 * existing HTTP client (the blockchain data API's).
 *
 * @example
 * const onramp = createOnRampApiClient(api.http, { baseUrl, projectId })
 * const { providers } = await onramp.getOnRampOptions({ chainId: 'eip155:1' })
 */
export function createOnRampApiClient(
  http: HttpClient,
  options: { baseUrl: string; projectId?: string | undefined },
): OnRampApiClient {
  const projectId = options.projectId
  const apiOrigin = new URL(options.baseUrl).origin
  return {
    getOnRampOptions(params = {}) {
      return http.get('/v1/onramp/options', {
        schema: OnRampOptionsSchema,
        query: { projectId, chainId: params.chainId },
      })
    },
    getOnRampQuote(body) {
      return http.post('/v1/onramp/quote', {
        schema: OnRampQuoteSchema,
        body,
        query: { projectId },
      })
    },
    async generateOnRampUrl(body) {
      const answer = await http.post('/v1/generators/onrampurl', {
        schema: OnRampUrlSchema,
        body,
        query: { projectId },
      })
      const url = checkExternalUrl(answer.url, { httpOrigin: apiOrigin })
      if (!url) {
        throw new ApiResponseError({
          url: `${apiOrigin}/v1/generators/onrampurl`,
          details: 'the provider URL is neither https nor on the data API origin',
        })
      }
      return { ...answer, url }
    },
  }
}
