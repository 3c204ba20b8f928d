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
