import { fileURLToPath } from 'node:url'
import {
  Application,
  type DeclarationReflection,
  Logger,
  LogLevel,
  type ProjectReflection,
  ReflectionKind,
} from 'typedoc'

/** The TypeDoc options file of `pnpm docs` (entry, tsconfig, output, validation). */
export const TYPEDOC_OPTIONS = fileURLToPath(new URL('./typedoc.json', import.meta.url))

/** A logger that keeps what TypeDoc says instead of printing it. */
class CollectingLogger extends Logger {
  readonly messages: { level: LogLevel; text: string }[] = []
  override log(message: string, level: LogLevel): void {
    super.log(message, level)
    this.messages.push({ level, text: message })
  }
}

export interface ApiDocsResult {
  project: ProjectReflection | undefined
  /** Errors and warnings, validation's included (`notDocumented`: an export without a comment). */
  problems: string[]
}

/**
 * Converts the public API as `pnpm docs` does (no output written) and validates it; `fixture`
 * replaces the configured entry and tsconfig (the tests' own check of the check).
 */
export async function convertApiDocs(fixture?: {
  entryPoint: string
  tsconfig: string
}): Promise<ApiDocsResult> {
  const logger = new CollectingLogger()
  const app = await Application.bootstrapWithPlugins({
    options: TYPEDOC_OPTIONS,
    ...(fixture ? { entryPoints: [fixture.entryPoint], tsconfig: fixture.tsconfig } : {}),
  })
  app.logger = logger
  const project = await app.convert()
  if (project) app.validate(project)
  const problems = logger.messages
    .filter((m) => m.level === LogLevel.Error || m.level === LogLevel.Warn)
    .map((m) => m.text)
  return { project, problems }
}

/** The exported functions named like React hooks (`useX`). */
export function publicHooks(project: ProjectReflection): DeclarationReflection[] {
  return project
    .getReflectionsByKind(ReflectionKind.Function)
    .filter((r): r is DeclarationReflection => /^use[A-Z]/.test(r.name)) as DeclarationReflection[]
}

/** The code of a reflection's `@example` blocks (fenced code only), in order. */
export function examplesOf(reflection: DeclarationReflection): string[] {
  const comment = reflection.signatures?.[0]?.comment ?? reflection.comment
  const blocks = comment?.blockTags.filter((tag) => tag.tag === '@example') ?? []
  const code: string[] = []
  for (const block of blocks)
    for (const part of block.content) {
      const fenced = /^```[a-z]*\n([\s\S]*?)\n?```$/.exec(part.text.trim())
      if (part.kind === 'code' && fenced?.[1]) code.push(fenced[1])
    }
  return code
}

/** Every documented reflection of the project (what the `notDocumented` check has passed). */
export function documentedCount(project: ProjectReflection): number {
  return Object.values(project.reflections).filter(
    (r) =>
      r.hasComment() ||
      ((r as DeclarationReflection).signatures?.some((s) => s.hasComment()) ?? false),
  ).length
}

/** The entry's public value and type names (what a snippet example may use unimported). */
export function publicNames(project: ProjectReflection): { values: string[]; types: string[] } {
  const values: string[] = []
  const types: string[] = []
  for (const child of project.children ?? []) {
    if (child.kindOf(ReflectionKind.Function | ReflectionKind.Variable)) values.push(child.name)
    else if (child.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias))
      types.push(child.name)
  }
  return { values, types }
}
