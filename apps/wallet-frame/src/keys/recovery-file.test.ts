import { expect, it } from 'vitest'
import { exportPrivateKey } from './export-key.js'
import { KeyExportCancelledError, RecoveryFileError } from './key-errors.js'
import { readRecoveryFile, recoveryFile } from './recovery-file.js'
import { createWallet, withPrivateKey } from './wallet-key.js'

it('the recovery file round-trips and, with the auth share, rebuilds the wallet (a new device)', async () => {
  const { address, shares } = await createWallet()
  const file = recoveryFile({
    address,
    share: shares.recovery,
    email: 'ana@example.org',
    now: new Date(0),
  })
  expect(file.name).toBe(`portico-recovery-${address.slice(0, 10).toLowerCase()}.json`)
  expect(JSON.parse(file.text)).toMatchObject({
    type: 'portico-wallet-recovery',
    version: 1,
    address,
    email: 'ana@example.org',
    createdAt: '1970-01-01T00:00:00.000Z',
  })
  const read = readRecoveryFile(file.text, address)
  expect(read.share).toEqual(shares.recovery)
  expect(await withPrivateKey([shares.auth, read.share], address, () => 'rebuilt')).toBe('rebuilt')
})

it("refuses what is not a recovery file, a damaged one, and another wallet's", async () => {
  const { address, shares } = await createWallet()
  const other = await createWallet()
  const { text } = recoveryFile({ address, share: shares.recovery })
  expect(() => readRecoveryFile('not json')).toThrow(
    new RecoveryFileError('This is not a recovery file'),
  )
  expect(() => readRecoveryFile('{"type":"something-else"}')).toThrow('This is not a recovery file')
  const body = JSON.parse(text) as { share: string }
  const flipped = `${body.share.slice(0, 5)}${body.share[5] === 'A' ? 'B' : 'A'}${body.share.slice(6)}`
  expect(() => readRecoveryFile(JSON.stringify({ ...body, share: flipped }))).toThrow(
    'This recovery file is damaged',
  )
  expect(() => readRecoveryFile(text, other.address)).toThrow(
    'This is not a recovery file for this wallet',
  )
})

it('exporting the private key needs the confirmation; without it nothing is rebuilt', async () => {
  const { address, shares } = await createWallet()
  let asked = 0
  await expect(
    exportPrivateKey({
      shares: [shares.device, shares.auth],
      address,
      confirm: async () => {
        asked++
        return false
      },
    }),
  ).rejects.toThrow(new KeyExportCancelledError())
  expect(asked).toBe(1)
  const key = await exportPrivateKey({
    shares: [shares.device, shares.auth],
    address,
    confirm: async () => true,
  })
  expect(key).toMatch(/^0x[0-9a-f]{64}$/)
})
