/** One endpoint a README table row lists. */
export interface ListedRoute {
  method: string
  /** In the table's spelling: `{name}` parameters read as `:name`, the query left out. */
  path: string
}

const METHOD = /^(GET|POST|PUT|DELETE)$/
const CODE = /`([^`]+)`/g

/** `/v1/account/{address}/balance?x` → `/v1/account/:address/balance`. */
const normalise = (path: string) => path.split('?')[0]?.replace(/\{(\w+)\}/g, ':$1') ?? path

/**
 * The endpoints the README's tables list, in either of its two row shapes:
 * `| GET | \`/a\`, \`/b\` | ... |` (a method cell, then the paths) and
 * `` | `GET`/`POST /v1/x`, `/y` | ... | `` (methods and path in the first cell; a further
 * `/y` continues the first path, as `email/update`, `/primary`).
 */
export function listedRoutes(readme: string): ListedRoute[] {
  const routes: ListedRoute[] = []
  for (const line of readme.split('\n')) {
    if (!line.startsWith('|')) continue
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim())
    const first = cells[1] ?? ''
    if (METHOD.test(first)) {
      for (const [, path] of (cells[2] ?? '').matchAll(CODE))
        if (path?.startsWith('/')) routes.push({ method: first, path: normalise(path) })
      continue
    }
    const codes = [...first.matchAll(CODE)].map((match) => match[1] ?? '')
    const methods: string[] = []
    let base: string | undefined
    for (const code of codes) {
      const [word, rest] = code.split(' ', 2)
      if (word && METHOD.test(word)) methods.push(word)
      if (word && METHOD.test(word) && rest?.startsWith('/')) {
        base = normalise(rest)
        for (const method of methods) routes.push({ method, path: base })
      } else if (base && code.startsWith('/') && methods.length > 0) {
        for (const method of methods) routes.push({ method, path: `${base}${normalise(code)}` })
      }
    }
  }
  return routes
}
