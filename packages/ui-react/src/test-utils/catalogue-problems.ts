import { parseMessage } from '../i18n/format-message.js'

type Groups = Readonly<Record<string, Readonly<Record<string, string>>>>

/** The argument names a message uses (plural / select / formatted ones included). */
export function messageArguments(message: string): string[] {
  const names = new Set<string>()
  const walk = (parts: ReturnType<typeof parseMessage>) => {
    for (const part of parts) {
      if (typeof part === 'string' || part === 0) continue
      names.add(part.a)
      if ('o' in part) for (const branch of Object.values(part.o)) walk(branch)
    }
  }
  walk(parseMessage(message))
  return [...names].sort()
}

function parseProblem(id: string, message: string): string | undefined {
  try {
    parseMessage(message)
    return undefined
  } catch (error) {
    return `${id}: ${(error as Error).message}`
  }
}

/**
 * What is wrong with a translation against English: a group or key missing or extra, a message
 * that does not parse, or one that does not use exactly English's arguments.
 */
export function catalogueProblems(en: Groups, catalogue: Groups): string[] {
  const problems: string[] = []
  for (const group of Object.keys(catalogue)) {
    if (!(group in en)) problems.push(`${group}: group not in English`)
  }
  for (const [group, messages] of Object.entries(en)) {
    const translated = catalogue[group]
    if (!translated) {
      problems.push(`${group}: group missing`)
      continue
    }
    for (const key of Object.keys(translated)) {
      if (!(key in messages)) problems.push(`${group}.${key}: key not in English`)
    }
    for (const [key, english] of Object.entries(messages)) {
      const id = `${group}.${key}`
      const message = translated[key]
      if (typeof message !== 'string') {
        problems.push(`${id}: missing`)
        continue
      }
      const broken = parseProblem(id, message)
      if (broken) {
        problems.push(broken)
        continue
      }
      const want = messageArguments(english).join(', ')
      const got = messageArguments(message).join(', ')
      if (want !== got) problems.push(`${id}: arguments {${got}} instead of {${want}}`)
    }
  }
  return problems
}
