const whitespace = new Set([' ', '\t', '\n', '\r'])

function skipWhitespace(text: string, index: number): number {
  let i = index
  while (i < text.length && whitespace.has(text[i]!)) i++
  return i
}

/** Index just past the JSON string starting at `index` (which holds the opening quote). */
function endOfString(text: string, index: number): number {
  let i = index + 1
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
  return i + 1
}

/**
 * The top-level `"id"` of a JSON-RPC message exactly as written (e.g. `1732158437361912345` or
 * `"abc"`), so ids beyond 2^53 can be echoed without the precision `JSON.parse` loses.
 * Returns undefined when there is no usable id (number or string).
 */
export function readRawJsonRpcId(text: string): string | undefined {
  let depth = 0
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === '"') {
      const end = endOfString(text, i)
      if (depth === 1) {
        const colon = skipWhitespace(text, end)
        if (text[colon] === ':' && text.slice(i + 1, end - 1) === 'id') {
          const start = skipWhitespace(text, colon + 1)
          if (text[start] === '"') return text.slice(start, endOfString(text, start))
          const token = /^-?\d+/.exec(text.slice(start, start + 40))?.[0]
          const next = text[skipWhitespace(text, start + (token?.length ?? 0))]
          return token && (next === ',' || next === '}') ? token : undefined
        }
      }
      i = end
      continue
    }
    if (ch === '{' || ch === '[') depth++
    else if (ch === '}' || ch === ']') depth--
    i++
  }
  return undefined
}
