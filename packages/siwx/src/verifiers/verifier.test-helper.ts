import type { ChainNamespace } from '@portico/core'
import type { SiwxMessage } from '../message/siwx-message.js'
import type { SiwxVerifier } from './siwx-verifier.js'

/** Verifies a bare text (a vector's message) as if it were a sign-in message by `address`. */
export function verifyText(
  verifier: SiwxVerifier,
  input: { text: string; address: string; signature: string; chainId?: string },
): Promise<boolean> {
  const message = {
    namespace: verifier.namespace as ChainNamespace,
    address: input.address,
    chainId: input.chainId ?? '1',
  } as SiwxMessage
  return verifier.verify({ text: input.text, message, signature: input.signature })
}

/** Counts the cases of a vector file whose outcome matches what the file expects. */
export async function countPassing<Case>(
  cases: readonly Case[],
  run: (vector: Case) => Promise<boolean>,
): Promise<{ passed: number; total: number; failed: Case[] }> {
  const failed: Case[] = []
  for (const vector of cases) if (!(await run(vector))) failed.push(vector)
  return { passed: cases.length - failed.length, total: cases.length, failed }
}
