// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = fileURLToPath(new URL('.', import.meta.url))
const WALLET_VIEW_DIRS = [
  'account',
  'send',
  'receive',
  'networks',
  'unsupported-chain',
  'approve-transaction',
  'onramp',
]

function sources(): { file: string; text: string }[] {
  return WALLET_VIEW_DIRS.flatMap((dir) =>
    readdirSync(join(here, dir))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => ({
        file: `${dir}/${name}`,
        text: readFileSync(join(here, dir, name), 'utf8'),
      })),
  )
}

describe('wallet views render untrusted data as text (issue: hostile input)', () => {
  it('never inject HTML', () => {
    const offenders = sources().filter(({ text }) =>
      /dangerouslySetInnerHTML|innerHTML|outerHTML|insertAdjacentHTML/.test(text),
    )
    expect(offenders.map((o) => o.file)).toEqual([])
  })

  it('draw images only through SafeImage (no raw <img>)', () => {
    const offenders = sources().filter(({ text }) => /<img\b/.test(text))
    expect(offenders.map((o) => o.file)).toEqual([])
    expect(sources().length).toBeGreaterThan(20)
  })
})
