import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const here = dirname(fileURLToPath(import.meta.url))

/** One example to type-check: a name for messages and its code. */
export interface Example {
  name: string
  code: string
}

/** The public names an example may use without importing them. */
export interface PublicNames {
  values: readonly string[]
  types: readonly string[]
}

/**
 * An example as a `.tsx` module: one with its own imports is taken as it is; a snippet (no
 * `import`) is the body of a component, with every documented public name in scope.
 */
export function exampleModule(code: string, names: PublicNames): string {
  if (/^import /m.test(code)) return code
  return [
    `import { ${names.values.join(', ')} } from './entry.js'`,
    `import type { ${names.types.join(', ')} } from './entry.js'`,
    'export function Example() {',
    code,
    '}',
  ].join('\n')
}

/**
 * Type-checks each example as a `.tsx` module beside this file (so `@portico/*` resolves to the
 * sources through the repository's paths, and React's types from the root), without writing
 * anything. Returns one line per diagnostic, naming the example; empty when all compile.
 */
export function compileExamples(examples: readonly Example[]): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(here, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    },
  })
  if (!parsed) throw new Error('scripts/api-docs/tsconfig.json could not be read')
  const files = new Map(
    examples.map((example, index) => [
      join(here, `example-${index}-${example.name}.tsx`),
      { example, text: example.code },
    ]),
  )
  const options = { ...parsed.options, noEmit: true }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const virtual = files.get(fileName)
    return virtual
      ? ts.createSourceFile(fileName, virtual.text, languageVersion, true, ts.ScriptKind.TSX)
      : getSourceFile(fileName, languageVersion, ...rest)
  }
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (fileName) => files.has(fileName) || fileExists(fileName)
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host })
  const problems: string[] = []
  for (const [fileName, { example }] of files) {
    const source = program.getSourceFile(fileName)
    if (!source) {
      problems.push(`${example.name}: not compiled`)
      continue
    }
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]
    for (const d of diagnostics) {
      const line =
        d.start !== undefined ? source.getLineAndCharacterOfPosition(d.start).line + 1 : 0
      problems.push(
        `${example.name} (line ${line}): ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      )
    }
  }
  return problems
}
