import { describe, expect, it } from 'vitest'
import { formatAttwProblems, summarizeAttw } from './attw-summary'

describe('summarizeAttw', () => {
  it('keeps the problems the esm-only profile counts and drops node10 / require ones', () => {
    const report = JSON.stringify({
      analysis: { entrypoints: { '.': {}, './wallet': {} } },
      problems: {
        NoResolution: [{ kind: 'NoResolution', entrypoint: '.', resolutionKind: 'node10' }],
        CJSResolvesToESM: [
          { kind: 'CJSResolvesToESM', entrypoint: '.', resolutionKind: 'node16-cjs' },
        ],
        InternalResolutionError: [
          { kind: 'InternalResolutionError', entrypoint: './wallet', resolutionKind: 'node16-esm' },
        ],
      },
    })
    const summary = summarizeAttw(report)
    expect(summary.entrypoints).toEqual(['.', './wallet'])
    expect(formatAttwProblems(summary.problems)).toEqual([
      './wallet (node16-esm): InternalResolutionError',
    ])
  })

  it('refuses output that is not an attw report', () => {
    expect(() => summarizeAttw('{"error":"npm pack failed"}')).toThrow('attw printed no analysis')
  })
})
