import { type Hex, keccak256, toBytes } from 'viem'

/** `Transfer(address,address,uint256)`: ERC-20 (3 topics, value in data) and ERC-721 (4 topics). */
export const TRANSFER_TOPIC = keccak256(toBytes('Transfer(address,address,uint256)'))

export interface RawLog {
  address: Hex
  topics: Hex[]
  data: Hex
  transactionHash: Hex
  transactionIndex: Hex
  logIndex: Hex
  blockNumber: Hex
}

export interface DecodedTransfer {
  kind: 'erc20' | 'erc721'
  token: string
  from: string
  to: string
  /** ERC-20 amount in base units; "1" for an NFT. */
  amount: string
  tokenId: string | null
}

const topicAddress = (topic: Hex) => `0x${topic.slice(26)}`.toLowerCase()

/** Decodes a Transfer log; undefined for logs of another shape (a malformed token contract). */
export function decodeTransferLog(log: RawLog): DecodedTransfer | undefined {
  const [signature, from, to, id] = log.topics
  if (signature !== TRANSFER_TOPIC || !from || !to) return undefined
  if (id !== undefined && log.topics.length === 4) {
    return {
      kind: 'erc721',
      token: log.address.toLowerCase(),
      from: topicAddress(from),
      to: topicAddress(to),
      amount: '1',
      tokenId: BigInt(id).toString(),
    }
  }
  if (log.topics.length !== 3 || log.data.length !== 66) return undefined
  return {
    kind: 'erc20',
    token: log.address.toLowerCase(),
    from: topicAddress(from),
    to: topicAddress(to),
    amount: BigInt(log.data).toString(),
    tokenId: null,
  }
}
