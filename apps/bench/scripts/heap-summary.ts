/** A V8 heap snapshot (CDP `HeapProfiler.takeHeapSnapshot`), the parts a summary reads. */
interface HeapSnapshot {
  snapshot: {
    meta: {
      node_fields: string[]
      node_types: (string[] | string)[]
      edge_fields: string[]
      edge_types: (string[] | string)[]
    }
  }
  nodes: number[]
  edges: number[]
  strings: string[]
}

/** One node of a snapshot, as the summaries read it. */
interface HeapNode {
  type: string
  /** A string's value, an object's constructor, a code object's kind. */
  name: string
  selfSize: number
}

/** Calls `visit` with each node of `heap`, in snapshot order. */
function eachNode(heap: HeapSnapshot, visit: (node: HeapNode) => void): void {
  const fields = heap.snapshot.meta.node_fields
  const types = heap.snapshot.meta.node_types[0] as string[]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  for (let i = 0; i < heap.nodes.length; i += width) {
    visit({
      type: types[heap.nodes[i + typeAt] ?? 0] ?? '?',
      name: heap.strings[heap.nodes[i + nameAt] ?? 0] ?? '',
      selfSize: heap.nodes[i + sizeAt] ?? 0,
    })
  }
}

const STRING_TYPES = new Set(['string', 'concatenated string', 'sliced string'])

/**
 * Self size per kind of object (`type: name`, e.g. `object: Uint8Array`, `code: (bytecode)`,
 * `string`), the largest first: where a heap's bytes are, to diff two pages' heaps.
 */
export function heapSummary(json: string): Map<string, { bytes: number; count: number }> {
  const out = new Map<string, { bytes: number; count: number }>()
  eachNode(JSON.parse(json) as HeapSnapshot, ({ type, name, selfSize }) => {
    // Strings and numbers by type only: their names are their values.
    const named = STRING_TYPES.has(type) || type === 'number'
    const key = named ? type : `${type}: ${name.slice(0, 60)}`
    const entry = out.get(key) ?? { bytes: 0, count: 0 }
    entry.bytes += selfSize
    entry.count += 1
    out.set(key, entry)
  })
  return out
}

/**
 * The largest strings of a heap (self size), each with its first characters: a script's source,
 * a JSON text or a catalogue kept alive shows up here by its start.
 */
export function largestStrings(json: string, count: number): { bytes: number; start: string }[] {
  const found: { bytes: number; start: string }[] = []
  eachNode(JSON.parse(json) as HeapSnapshot, ({ type, name, selfSize }) => {
    if (STRING_TYPES.has(type))
      found.push({ bytes: selfSize, start: name.slice(0, 80).replace(/\s+/g, ' ') })
  })
  return found.sort((a, b) => b.bytes - a.bytes).slice(0, count)
}

/**
 * Compiled code per script (a chunk's file name; `(no script)` for the engine's and the browser's
 * own functions): each function's SharedFunctionInfo with the code objects it holds (bytecode,
 * machine code of the JIT tiers, scope and feedback metadata), the bytes and the function count.
 * The heap after open is mostly this: code that ran, not data kept.
 */
export function codeByScript(json: string): Map<string, { bytes: number; count: number }> {
  const heap = JSON.parse(json) as HeapSnapshot
  const { node_fields: fields, edge_fields: edgeFields } = heap.snapshot.meta
  const types = heap.snapshot.meta.node_types[0] as string[]
  const edgeTypes = heap.snapshot.meta.edge_types[0] as string[]
  const width = fields.length
  const edgeWidth = edgeFields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const countAt = fields.indexOf('edge_count')
  const count = heap.nodes.length / width
  const firstEdge = new Uint32Array(count + 1)
  for (let n = 0; n < count; n++)
    firstEdge[n + 1] = (firstEdge[n] ?? 0) + (heap.nodes[n * width + countAt] ?? 0) * edgeWidth
  const name = (n: number) => heap.strings[heap.nodes[n * width + nameAt] ?? 0] ?? ''
  const size = (n: number) => heap.nodes[n * width + sizeAt] ?? 0
  const isCode = (n: number) => types[heap.nodes[n * width + typeAt] ?? 0] === 'code'
  function* edges(n: number): Generator<{ name: string; weak: boolean; to: number }> {
    for (let e = firstEdge[n] ?? 0; e < (firstEdge[n + 1] ?? 0); e += edgeWidth) {
      const type = edgeTypes[heap.edges[e] ?? 0]
      const named = type !== 'element' && type !== 'hidden'
      const edgeName = named ? (heap.strings[heap.edges[e + 1] ?? 0] ?? '') : ''
      yield { name: edgeName, weak: type === 'weak', to: (heap.edges[e + 2] ?? 0) / width }
    }
  }
  const scriptName = (script: number) => {
    for (const edge of edges(script))
      if (edge.name === 'name') return name(edge.to).split('/').pop() || '(no script)'
    return '(no script)'
  }
  const counted = new Set<number>()
  const out = new Map<string, { bytes: number; count: number }>()
  for (let n = 0; n < count; n++) {
    if (!isCode(n) || !name(n).startsWith('system / SharedFunctionInfo')) continue
    let script = '(no script)'
    let bytes = size(n)
    // The code objects under the function: two levels (bytecode → its constant pool, code → its
    // instruction stream), each counted once.
    const stack: [number, number][] = [[n, 0]]
    while (stack.length > 0) {
      const [node, depth] = stack.pop() as [number, number]
      for (const edge of edges(node)) {
        if (depth === 0 && edge.name === 'script') script = scriptName(edge.to)
        if (edge.weak || counted.has(edge.to) || !isCode(edge.to)) continue
        if (name(edge.to).startsWith('system / SharedFunctionInfo')) continue
        if (name(edge.to).startsWith('system / Script')) continue
        counted.add(edge.to)
        bytes += size(edge.to)
        if (depth < 2) stack.push([edge.to, depth + 1])
      }
    }
    const entry = out.get(script) ?? { bytes: 0, count: 0 }
    entry.bytes += bytes
    entry.count += 1
    out.set(script, entry)
  }
  return out
}
