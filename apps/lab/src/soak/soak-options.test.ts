import { describe, expect, it } from 'vitest'
import { DEFAULT_SOAK_OPTIONS, parseSoakArgs, SoakUsageError } from './soak-options.js'

describe('parseSoakArgs', () => {
  it('defaults to 10 minutes, a sample every iteration', () => {
    expect(parseSoakArgs([])).toEqual({ minutes: 10, sampleEvery: 1 })
    expect(DEFAULT_SOAK_OPTIONS.minutes).toBe(10)
  })

  it('reads --minutes and --sample-every, past pnpm’s `--`', () => {
    expect(parseSoakArgs(['--', '--minutes', '3', '--sample-every', '2'])).toEqual({
      minutes: 3,
      sampleEvery: 2,
    })
    expect(parseSoakArgs(['--minutes', '0.5'])).toMatchObject({ minutes: 0.5 })
  })

  it('refuses missing, non-positive or unknown values', () => {
    for (const argv of [
      ['--minutes'],
      ['--minutes', '0'],
      ['--minutes', 'ten'],
      ['--sample-every', '1.5'],
      ['--sample-every', '0'],
      ['--hours', '1'],
    ]) {
      expect(() => parseSoakArgs(argv), argv.join(' ')).toThrow(SoakUsageError)
    }
  })
})
