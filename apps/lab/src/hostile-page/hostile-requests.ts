import type { RpcRequest } from '@portico/core'
import { numberToHex, parseEther, stringToHex } from 'viem'

/** The ERC-20 `transfer(address,uint256)` selector: what the calldata attack's card must name. */
export const CALLDATA_SELECTOR = '0xa9059cbb'
/** The calldata attack's size in bytes (selector included). */
export const CALLDATA_BYTES = 20_000
/** The value the calldata attack moves, shown in ETH on an honest card. */
export const CALLDATA_VALUE_ETH = '0.25'
/** The typed-data attack's domain name and primary type, hidden behind 5,000 spaces. */
export const TYPED_DOMAIN_NAME = 'Hostile Permit'
export const TYPED_PRIMARY_TYPE = 'Permit'
/** Bidirectional overrides and zero-width characters: what an honest card never shows. */
export const INVISIBLE_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u

/**
 * The blind-signing requests, as a hostile dapp sends them through the kit's provider: each one
 * hides what it does from a card that shows the dapp's raw text cut short.
 */
export function blindRequests(options: {
  from: string
  /** The recipient the calldata attack names after its data (an honest card shows it first). */
  to: string
  chainId: number
}): Record<
  | 'blind-calldata'
  | 'blind-typed-data'
  | 'blind-bidi-message'
  | 'blind-unknown-key'
  | 'blind-wrong-chain',
  RpcRequest
> {
  const { from, to } = options
  // `data` before `to` and `value` in key order: a card printing the object cut at a few KB
  // never gets to the recipient or the value.
  const data = `${CALLDATA_SELECTOR}${'00'.repeat(CALLDATA_BYTES - 4)}`
  const typed = {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Permit: [
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
      ],
    },
    domain: { name: TYPED_DOMAIN_NAME, version: '1', chainId: options.chainId },
    primaryType: TYPED_PRIMARY_TYPE,
    message: {
      spender: to,
      value: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    },
  }
  // Valid JSON whose first 5,000 characters after the brace are spaces.
  const paddedTyped = `{${' '.repeat(5_000)}${JSON.stringify(typed).slice(1)}`
  // "Sign in to Portico" on screen, "transfer all" in memory: U+202E turns the tail around and
  // zero-width spaces split the words a reader would look for.
  const bidi = `Sign in to Portico\u200B\u200B\u202E llA refsnarT\u202C\u2066 ok\u2069\uFEFF`
  return {
    'blind-calldata': {
      method: 'eth_sendTransaction',
      params: [{ from, data, to, value: numberToHex(parseEther(CALLDATA_VALUE_ETH)) }],
    },
    'blind-typed-data': { method: 'eth_signTypedData_v4', params: [from, paddedTyped] },
    'blind-bidi-message': { method: 'personal_sign', params: [stringToHex(bidi), from] },
    'blind-unknown-key': {
      method: 'eth_sendTransaction',
      params: [{ from, to, value: '0x1', delegateTo: to }],
    },
    'blind-wrong-chain': {
      method: 'eth_sendTransaction',
      params: [{ from, to, value: '0x1', chainId: numberToHex(options.chainId === 1 ? 10 : 1) }],
    },
  }
}

/**
 * The requests a script posts straight on the kit's frame port (RPC_REQUEST, whose `chainId` the
 * kit fills with its own chain) naming `chainId`, another chain than the frame's: a card for them
 * would sign on a chain the user never switched to.
 */
export function otherChainRequests(options: {
  from: string
  to: string
  chainId: number
}): Record<'eth_sendTransaction' | 'personal_sign', RpcRequest & { chainId: number }> {
  const { from, to, chainId } = options
  return {
    eth_sendTransaction: {
      method: 'eth_sendTransaction',
      params: [{ from, to, value: '0x1' }],
      chainId,
    },
    personal_sign: {
      method: 'personal_sign',
      params: [stringToHex(`hostile: signed on chain ${chainId}`), from],
      chainId,
    },
  }
}
