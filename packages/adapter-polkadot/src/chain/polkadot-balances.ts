/** Balances of one account in planck. */
export interface PolkadotBalances {
  free: bigint
  reserved: bigint
  /** Locked by staking, vesting, governance (old runtimes: the larger of misc/fee frozen). */
  frozen: bigint
  /** What a transfer may move: `free - max(frozen - reserved, 0)`. */
  transferable: bigint
}

/** The balances with what a transfer may move, from the three stored amounts. */
export function balancesOf(free: bigint, reserved: bigint, frozen: bigint): PolkadotBalances {
  const locked = frozen > reserved ? frozen - reserved : 0n
  return { free, reserved, frozen, transferable: free > locked ? free - locked : 0n }
}
