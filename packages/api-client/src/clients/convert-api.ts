import type { HttpClient } from '../http/http-client.js'
import {
  type SwapAllowanceResponse,
  SwapAllowanceResponseSchema,
  type SwapBuildTransactionBody,
  type SwapGasPriceResponse,
  SwapGasPriceResponseSchema,
  type SwapQuote,
  SwapQuotesResponseSchema,
  type SwapToken,
  SwapTokensResponseSchema,
  type SwapTransaction,
  SwapTransactionResponseSchema,
} from '../schemas/convert.js'

/** The swap calls of SPEC §7 (`/v1/convert/*`). Ids are CAIP-10, amounts base-unit strings. */
export interface ConvertApiClient {
  getSwapTokens(params: { chainId: string }): Promise<SwapToken[]>
  getSwapQuotes(params: {
    amount: string
    userAddress: string
    from: string
    to: string
    gasPrice?: string | undefined
  }): Promise<SwapQuote[]>
  getSwapAllowance(params: {
    tokenAddress: string
    userAddress: string
  }): Promise<SwapAllowanceResponse>
  getSwapGasPrice(params: { chainId: string }): Promise<SwapGasPriceResponse>
  buildSwapApprove(params: {
    userAddress: string
    from: string
    to: string
    amount: string
  }): Promise<SwapTransaction>
  buildSwapTransaction(body: SwapBuildTransactionBody): Promise<SwapTransaction>
}

/**
 * Client of `/v1/convert/*` over an existing HTTP client (the blockchain data API's). Nothing is
 * cached: quotes and allowances change with every block.
 *
 * @example
 * const convert = createConvertApiClient(api.http, { projectId })
 * const [quote] = await convert.getSwapQuotes({ amount: '1000000', userAddress, from, to })
 */
export function createConvertApiClient(
  http: HttpClient,
  options: { projectId?: string | undefined },
): ConvertApiClient {
  const projectId = options.projectId
  return {
    async getSwapTokens(params) {
      const answer = await http.get('/v1/convert/tokens', {
        schema: SwapTokensResponseSchema,
        query: { projectId, chainId: params.chainId },
      })
      return answer.tokens
    },
    async getSwapQuotes(params) {
      const answer = await http.get('/v1/convert/quotes', {
        schema: SwapQuotesResponseSchema,
        query: { projectId, ...params },
      })
      return answer.quotes
    },
    getSwapAllowance(params) {
      return http.get('/v1/convert/allowance', {
        schema: SwapAllowanceResponseSchema,
        query: { projectId, ...params },
      })
    },
    getSwapGasPrice(params) {
      return http.get('/v1/convert/gas-price', {
        schema: SwapGasPriceResponseSchema,
        query: { projectId, chainId: params.chainId },
      })
    },
    async buildSwapApprove(params) {
      const answer = await http.get('/v1/convert/build-approve', {
        schema: SwapTransactionResponseSchema,
        query: { projectId, ...params },
      })
      return answer.tx
    },
    async buildSwapTransaction(body) {
      const answer = await http.post('/v1/convert/build-transaction', {
        schema: SwapTransactionResponseSchema,
        body: { ...body, projectId },
        query: { projectId },
      })
      return answer.tx
    },
  }
}
