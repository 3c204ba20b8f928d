import { describe, expect, it } from 'vitest'
import { attwVerdict, formatAttwProblems, summarizeAttw } from './attw-summary'

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

  it('passes a bin-only package (attw finds no entrypoint to type) and fails one with no bin either', () => {
    // attw's report for apps/api's tarball: exports is ./package.json, no types.
    const binOnly = summarizeAttw(
      '{"analysis":{"packageName":"@portico/api","packageVersion":"0.0.0","types":false}}',
    )
    expect(binOnly.entrypoints).toEqual([])
    expect(attwVerdict(binOnly, true)).toEqual({
      ok: true,
      line: 'no entrypoints to type (a bin-only package)',
    })
    expect(attwVerdict(binOnly, false)).toEqual({
      ok: false,
      line: 'no entrypoints and no bin: the package offers nothing',
    })
  })

  it('fails a package with entrypoint problems whatever its bin', () => {
    const summary = {
      entrypoints: ['.'],
      problems: [{ kind: 'NoResolution', entrypoint: '.', resolutionKind: 'node16-esm' }],
    }
    expect(attwVerdict(summary, true)).toEqual({
      ok: false,
      line: '1 entrypoints, . (node16-esm): NoResolution',
    })
  })
})
