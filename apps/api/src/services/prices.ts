/** Looks prices up in the configured table: by `eip155:{id}:{address}` first, then by symbol. */
export function createPriceTable(prices: Record<string, number>) {
  const table = new Map(Object.entries(prices).map(([key, value]) => [key.toLowerCase(), value]))
  return {
    price(params: {
      chainId: number
      address?: string | undefined
      symbol?: string | null
    }): number {
      if (params.address) {
        const byAddress = table.get(`eip155:${params.chainId}:${params.address.toLowerCase()}`)
        if (byAddress !== undefined) return byAddress
      }
      return (params.symbol ? table.get(params.symbol.toLowerCase()) : undefined) ?? 0
    },
  }
}
export type PriceTable = ReturnType<typeof createPriceTable>
