import { type Hex, hashMessage, isErc6492Signature, parseErc6492Signature } from 'viem'
import { describe, expect, it } from 'vitest'
import personalSign from '../../../../vectors/eip191/personal_sign.json' with { type: 'json' }
import smartAccounts from '../../../../vectors/erc1271-6492/erc1271_erc6492.json' with {
  type: 'json',
}
import { verifyEip191Message } from './eip191.js'

// The EIP-191 table: every case of vectors/eip191/personal_sign.json and the ERC-6492 parse cases
// of vectors/erc1271-6492, once, offline (ecrecover). viem is the one implementation; the
// ERC-1271 eth_call cases need contracts on a chain and run in @portico/siwx's eip155 verifier
// test against anvil, through this same function.

type Message = { text: string } | { rawHex: string }
const signable = (message: Message) =>
  'text' in message ? message.text : { raw: message.rawHex as Hex }

// `expected: "policy"`, decided here: a high-S signature recovers the signer and is accepted
// (viem's ecrecover, as eth_sign wallets and ERC-1271 validators see it; EIP-2 binds
// transactions, not messages); EIP-2098 64-byte compact signatures are not read.
const policy: Record<string, boolean> = {
  'high-s-malleated': true,
  'eip2098-compact-64-bytes': false,
}
const seen = { digests: 0, cases: 0, erc6492: 0 }

describe('personal_sign.json hashMessageVectors', () => {
  it.each(personalSign.hashMessageVectors)('"$text"', (v) => {
    expect(hashMessage(v.text)).toBe(v.digest)
    seen.digests++
  })
})

describe('personal_sign.json cases', () => {
  it.each(personalSign.cases.map((c) => [c.id, c] as const))('%s', async (_, c) => {
    if (!('signature' in c)) {
      // A text that looks like hex is hashed as UTF-8 text (what the user was shown), never decoded.
      expect(hashMessage(signable(c.message as Message) as string)).toBe(
        (c as { expectedDigestText: string }).expectedDigestText,
      )
    } else {
      const expected = c.expected === 'policy' ? policy[c.id] : c.expected
      expect(expected).toBeTypeOf('boolean')
      const valid = await verifyEip191Message({
        address: c.address as string,
        message: signable(c.message as Message),
        signature: c.signature as string,
      })
      expect(valid).toBe(expected)
    }
    seen.cases++
  })
})

describe('erc1271_erc6492.json erc6492Parse', () => {
  it.each(smartAccounts.erc6492Parse.map((v) => [v.description, v] as const))(
    '%s',
    async (_, v) => {
      const signature = v.signature as Hex
      if (v.expected === 'error-or-invalid') {
        // Whatever the parser makes of it, it is no valid signature.
        const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
        expect(await verifyEip191Message({ address, message: 'x', signature })).toBe(false)
      } else {
        expect(isErc6492Signature(signature)).toBe(v.isErc6492)
        const parsed = parseErc6492Signature(signature) as Record<string, unknown>
        for (const [key, value] of Object.entries(v.expected as Record<string, string>))
          expect(String(parsed[key]).toLowerCase()).toBe(value.toLowerCase())
      }
      seen.erc6492++
    },
  )
})

it('refuses what is no hex signature', async () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  for (const signature of ['', '0x', 'zz', '0xzz'])
    expect(await verifyEip191Message({ address, message: 'hello world', signature })).toBe(false)
})

it('ran every vector once', () => {
  const total = {
    digests: personalSign.hashMessageVectors.length,
    cases: personalSign.cases.length,
    erc6492: smartAccounts.erc6492Parse.length,
  }
  console.log(`eip191 vectors passed: ${JSON.stringify(seen)} of ${JSON.stringify(total)}`)
  expect(seen).toEqual(total)
})
