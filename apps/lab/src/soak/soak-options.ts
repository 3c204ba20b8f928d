export interface SoakOptions {
  /** How long the loop runs; the round under way when time is up still finishes. */
  minutes: number
  /** Iterations between two samples. */
  sampleEvery: number
}

export const DEFAULT_SOAK_OPTIONS: SoakOptions = { minutes: 10, sampleEvery: 1 }

export class SoakUsageError extends Error {
  override name = 'SoakUsageError'
}

const USAGE = 'usage: pnpm soak [--minutes N] [--sample-every K]'

/** Reads `--minutes N` (a positive number) and `--sample-every K` (a positive integer). */
export function parseSoakArgs(argv: readonly string[]): SoakOptions {
  const options = { ...DEFAULT_SOAK_OPTIONS }
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]
    // pnpm passes its own `--` separator through to the script.
    if (flag === '--') continue
    const text = argv[index + 1]
    const value = Number(text)
    if (flag === '--minutes') {
      if (!text || !Number.isFinite(value) || value <= 0)
        throw new SoakUsageError(
          `--minutes needs a positive number, got ${text ?? 'nothing'}. ${USAGE}`,
        )
      options.minutes = value
    } else if (flag === '--sample-every') {
      if (!text || !Number.isInteger(value) || value < 1)
        throw new SoakUsageError(
          `--sample-every needs a positive integer, got ${text ?? 'nothing'}. ${USAGE}`,
        )
      options.sampleEvery = value
    } else {
      throw new SoakUsageError(`unknown argument ${flag}. ${USAGE}`)
    }
    index++
  }
  return options
}
