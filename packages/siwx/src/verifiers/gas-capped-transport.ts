import { numberToHex, type Transport } from 'viem'

/**
 * Most gas one signature check may burn (1,000,000): an ERC-6492 check deploys the account
 * through its factory and runs `isValidSignature` inside one `eth_call`, which real accounts do
 * in a few hundred thousand gas, while the node's own limit (often the block's, 30M+) would let
 * a stranger's calldata run for as long as the node allows on every sign-in attempt. A check
 * that needs more fails as an invalid signature.
 */
export const SIGNATURE_CHECK_GAS = 1_000_000n

/**
 * `inner` with every `eth_call` limited to `gas`: viem's `verifyMessage` takes no gas option,
 * so the bound is set where its calls leave the process. Other methods pass unchanged.
 */
export function gasCappedTransport(inner: Transport, gas = SIGNATURE_CHECK_GAS): Transport {
  const cap = numberToHex(gas)
  return (parameters) => {
    const transport = inner(parameters)
    const request: typeof transport.request = (args, options) => {
      const [call, ...rest] = Array.isArray(args.params) ? args.params : []
      if (args.method !== 'eth_call' || typeof call !== 'object' || call === null)
        return transport.request(args, options)
      return transport.request({ ...args, params: [{ ...call, gas: cap }, ...rest] }, options)
    }
    return { ...transport, request }
  }
}
