/** A V8 heap snapshot (CDP `HeapProfiler.takeHeapSnapshot`), the parts a summary reads. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: (string[] | string)[] } }
  nodes: number[]
  strings: string[]
}

/**
 * Self size per kind of object (`type: name`, e.g. `object: Uint8Array`, `code: (bytecode)`,
 * `string`), the largest first: where a heap's bytes are, to diff two pages' heaps.
 */
export function heapSummary(json: string): Map<string, { bytes: number; count: number }> {
  const heap = JSON.parse(json) as HeapSnapshot
  const fields = heap.snapshot.meta.node_fields
  const types = heap.snapshot.meta.node_types[0] as string[]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const out = new Map<string, { bytes: number; count: number }>()
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt] ?? 0] ?? '?'
    // Strings and numbers by type only: their names are their values.
    const named =
      type === 'string' ||
      type === 'number' ||
      type === 'concatenated string' ||
      type === 'sliced string'
    const name = named ? '' : `: ${(heap.strings[heap.nodes[i + nameAt] ?? 0] ?? '').slice(0, 60)}`
    const key = `${type}${name}`
    const entry = out.get(key) ?? { bytes: 0, count: 0 }
    entry.bytes += heap.nodes[i + sizeAt] ?? 0
    entry.count += 1
    out.set(key, entry)
  }
  return out
}

/**
 * The largest strings of a heap (self size), each with its first characters: a script's source,
 * a JSON text or a catalogue kept alive shows up here by its start.
 */
export function largestStrings(json: string, count: number): { bytes: number; start: string }[] {
  const heap = JSON.parse(json) as HeapSnapshot
  const fields = heap.snapshot.meta.node_fields
  const types = heap.snapshot.meta.node_types[0] as string[]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const found: { bytes: number; start: string }[] = []
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt] ?? 0]
    if (type !== 'string' && type !== 'concatenated string' && type !== 'sliced string') continue
    const bytes = heap.nodes[i + sizeAt] ?? 0
    const start = (heap.strings[heap.nodes[i + nameAt] ?? 0] ?? '')
      .slice(0, 80)
      .replace(/\s+/g, ' ')
    found.push({ bytes, start })
  }
  return found.sort((a, b) => b.bytes - a.bytes).slice(0, count)
}
