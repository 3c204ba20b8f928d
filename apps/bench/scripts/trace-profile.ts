/** A V8 CPU profile as CDP's `Profiler.stop` returns it (times in µs of the trace clock). */
export interface CpuProfile {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  }[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/**
 * The functions with the most self time between `start` and `end` (trace µs), most first: each
 * sample counts the time until the next one. Named `function file:line:column`, so a minified
 * chunk's function can be found in it.
 */
export function hotFunctions(
  profile: CpuProfile,
  start: number,
  end: number,
  count: number,
): { name: string; ms: number }[] {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]))
  const self = new Map<string, number>()
  let at = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0
    const next = at + (profile.timeDeltas[i + 1] ?? 0)
    if (at < start || at >= end) continue
    const frame = nodes.get(profile.samples[i] ?? -1)
    if (!frame) continue
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    self.set(name, (self.get(name) ?? 0) + (next - at) / 1000)
  }
  return [...self]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}
