/**
 * Our packages are ESM only (`"type": "module"`, an `import` condition per entry), so attw runs with
 * `--profile esm-only`: resolution from node10 and from CommonJS `require` is out of scope. Its JSON
 * report still lists those problems; this keeps the ones the profile counts, for printing.
 */
const ignoredResolutions = new Set(['node10', 'node16-cjs'])

export interface AttwProblem {
  kind: string
  entrypoint: string
  resolutionKind: string
}

interface AttwJson {
  analysis?: { entrypoints?: Record<string, unknown> }
  problems?: Record<string, readonly AttwProblem[]>
}

export interface AttwSummary {
  entrypoints: string[]
  problems: AttwProblem[]
}

/** Parses `attw --format json` output; throws when it is not attw's report. */
export function summarizeAttw(json: string): AttwSummary {
  const report = JSON.parse(json) as AttwJson
  if (typeof report !== 'object' || report === null || !report.analysis)
    throw new Error('attw printed no analysis')
  const problems = Object.values(report.problems ?? {})
    .flat()
    .filter((problem) => !ignoredResolutions.has(problem.resolutionKind))
  return { entrypoints: Object.keys(report.analysis.entrypoints ?? {}), problems }
}

/** One line per problem: `./entry (node16-esm): InternalResolutionError`. */
export function formatAttwProblems(problems: readonly AttwProblem[]): string[] {
  return problems.map((p) => `${p.entrypoint} (${p.resolutionKind}): ${p.kind}`)
}

/**
 * What the checks print after attw, and whether it passes. A package with no entrypoint to type
 * (apps/api and the wallet frame publish a bin and files only: their `exports` is
 * `./package.json`) passes when it has a bin; without one it would offer nothing, and fails.
 */
export function attwVerdict(summary: AttwSummary, hasBin: boolean): { ok: boolean; line: string } {
  const problems = formatAttwProblems(summary.problems)
  if (summary.entrypoints.length === 0 && problems.length === 0)
    return hasBin
      ? { ok: true, line: 'no entrypoints to type (a bin-only package)' }
      : { ok: false, line: 'no entrypoints and no bin: the package offers nothing' }
  return {
    ok: problems.length === 0,
    line: `${summary.entrypoints.length} entrypoints, ${problems.length === 0 ? 'no problems' : problems.join('; ')}`,
  }
}
