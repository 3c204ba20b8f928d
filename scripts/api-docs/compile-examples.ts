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

/** The compiler options of this folder's tsconfig.json (the repository's paths to the sources). */
function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(here, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    },
  })
  if (!parsed) throw new Error('scripts/api-docs/tsconfig.json could not be read')
  return { ...parsed.options, noEmit: true }
}

/**
 * The public names of `entry.ts` (what a snippet example may use unimported), as TypeScript's
 * checker sees its exports: a name that is a value goes in `values`, a type-only one in `types`.
 * Read without converting the TypeDoc reference (seconds less than `publicNames` of api-docs.ts).
 */
export function entryNames(): PublicNames {
  const entry = join(here, 'entry.ts')
  const program = ts.createProgram({ rootNames: [entry], options: compilerOptions() })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(entry)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error('scripts/api-docs/entry.ts could not be read')
  const values: string[] = []
  const types: string[] = []
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    if (symbol.flags & ts.SymbolFlags.Value) values.push(exported.name)
    else if (symbol.flags & ts.SymbolFlags.Type) types.push(exported.name)
  }
  return { values: values.sort(), types: types.sort() }
}

/**
 * Type-checks each example as a `.tsx` module beside this file (so `@portico/*` resolves to the
 * sources through the repository's paths, and React's types from the root), without writing
 * anything. Returns one line per diagnostic, naming the example; empty when all compile.
 */
export function compileExamples(examples: readonly Example[]): string[] {
  const files = new Map(
    examples.map((example, index) => [
      // The name may hold a page's path (`guides/sign-in.md:12`): the file stays beside this one.
      join(here, `example-${index}-${example.name.replace(/[^\w-]+/g, '_')}.tsx`),
      { example, text: example.code },
    ]),
  )
  const options = compilerOptions()
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
