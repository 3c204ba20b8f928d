import { describe, expect, it } from 'vitest'
import { parseSolanaTransaction } from './parse-solana-transfers.js'

const OWNER_A = 'A1111111111111111111111111111111111111111111'
const OWNER_B = 'B1111111111111111111111111111111111111111111'
const ATA_A = 'C1111111111111111111111111111111111111111111'
const ATA_B = 'D1111111111111111111111111111111111111111111'
const MINT = 'E1111111111111111111111111111111111111111111'
const OTHER_MINT = 'F1111111111111111111111111111111111111111111'

function tokenBalance(accountIndex: number, owner: string, mint = MINT) {
  return { accountIndex, mint, owner, uiTokenAmount: { amount: '0', decimals: 6 } }
}

function response(instructions: unknown[], extra: Record<string, unknown> = {}) {
  return {
    slot: 7,
    blockTime: 1_700_000_000,
    transaction: {
      message: {
        accountKeys: [OWNER_A, ATA_A, ATA_B, OWNER_B].map((pubkey) => ({ pubkey })),
        instructions,
      },
    },
    meta: {
      err: null,
      innerInstructions: [],
      preTokenBalances: [tokenBalance(1, OWNER_A), tokenBalance(2, OWNER_B)],
      postTokenBalances: [],
      ...extra,
    },
  }
}

describe('parseSolanaTransaction', () => {
  it('reads System and SPL transfers (owners from token balances, inner instructions in order)', () => {
    const parsed = parseSolanaTransaction(
      'sig',
      response(
        [
          {
            program: 'system',
            parsed: {
              type: 'transfer',
              info: { source: OWNER_A, destination: OWNER_B, lamports: 5 },
            },
          },
          {
            program: 'spl-token',
            parsed: { type: 'transfer', info: { source: ATA_A, destination: ATA_B, amount: '12' } },
          },
        ],
        {
          innerInstructions: [
            {
              index: 0,
              instructions: [
                {
                  program: 'spl-token-2022',
                  parsed: {
                    type: 'transferChecked',
                    info: {
                      source: ATA_B,
                      destination: ATA_A,
                      mint: MINT,
                      tokenAmount: { amount: '3', decimals: 6 },
                    },
                  },
                },
              ],
            },
          ],
        },
      ),
    )
    expect(parsed?.transfers).toEqual([
      { idx: 0, kind: 'sol', mint: null, decimals: 9, amount: 5n, from: OWNER_A, to: OWNER_B },
      { idx: 1, kind: 'token', mint: MINT, decimals: 6, amount: 3n, from: OWNER_B, to: OWNER_A },
      { idx: 2, kind: 'token', mint: MINT, decimals: 6, amount: 12n, from: OWNER_A, to: OWNER_B },
    ])
    expect(parsed).toMatchObject({
      slot: 7n,
      blockTime: 1_700_000_000,
      feePayer: OWNER_A,
      failed: false,
    })
  })

  it('skips movements it cannot vouch for and refuses what is not a transaction', () => {
    const parsed = parseSolanaTransaction(
      'sig',
      response(
        [
          // Unknown token account, mismatched mints, negative or absurd amounts, unparsed instruction.
          {
            program: 'spl-token',
            parsed: { type: 'transfer', info: { source: 'X', destination: ATA_B, amount: '1' } },
          },
          {
            program: 'spl-token',
            parsed: { type: 'transfer', info: { source: ATA_A, destination: ATA_B, amount: '-1' } },
          },
          {
            program: 'spl-token',
            parsed: { type: 'transfer', info: { source: ATA_A, destination: ATA_B, amount: '1' } },
          },
          {
            program: 'system',
            parsed: {
              type: 'transfer',
              info: { source: OWNER_A, destination: OWNER_B, lamports: 1e300 },
            },
          },
          { programId: 'Memo', accounts: [], data: '' },
        ],
        { postTokenBalances: [tokenBalance(2, OWNER_B, OTHER_MINT)] },
      ),
    )
    expect(parsed?.transfers).toEqual([])
    expect(parseSolanaTransaction('sig', null)).toBeUndefined()
    expect(parseSolanaTransaction('sig', { transaction: {}, meta: {} })).toBeUndefined()
    expect(parseSolanaTransaction('sig', { ...response([]), blockTime: null })).toBeUndefined()
    expect(
      parseSolanaTransaction('sig', response([], { err: { InstructionError: [0, 'X'] } }))?.failed,
    ).toBe(true)
  })
})
