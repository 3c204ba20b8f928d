import ts from 'typescript'
import type { ImportRef } from './types.js'

/** `require('x')`, `require.resolve('x')` and `createRequire(url)('x')`: how Node code names a package. */
function isRequireCall(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'require'
  if (ts.isPropertyAccessExpression(callee))
    return (
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'require' &&
      callee.name.text === 'resolve'
    )
  return (
    ts.isCallExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'createRequire'
  )
}

/** The string a module-naming node names, if it is a plain literal. */
function literal(node: ts.Node | undefined): ts.StringLiteralLike | undefined {
  return node && ts.isStringLiteralLike(node) ? node : undefined
}

function specifierOf(node: ts.Node): ts.StringLiteralLike | undefined {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node))
    return literal(node.moduleSpecifier)
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
    return literal(node.moduleReference.expression)
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    return literal(node.argument.literal)
  if (ts.isCallExpression(node)) {
    const dynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword
    if (dynamicImport || isRequireCall(node.expression)) return literal(node.arguments[0])
  }
  return undefined
}

/**
 * Every module a source file names: `import` / `import type`, `export ... from`, side-effect
 * imports, dynamic `import()` (also `typeof import('x')` in types), `require()`,
 * `require.resolve()` and `createRequire(url)()`. Parsed with TypeScript, so text in comments and
 * strings is never mistaken for an import.
 */
export function parseImports(source: string, fileName = 'file.tsx'): ImportRef[] {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[cm]?jsx?$/.test(fileName)
      ? ts.ScriptKind.JSX
      : ts.ScriptKind.TS
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind)
  const refs: ImportRef[] = []
  const visit = (node: ts.Node) => {
    const specifier = specifierOf(node)
    if (specifier)
      refs.push({
        specifier: specifier.text,
        line: file.getLineAndCharacterOfPosition(specifier.getStart(file)).line + 1,
      })
    ts.forEachChild(node, visit)
  }
  visit(file)
  return refs
}
