import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export interface HardCodedText {
  file: string
  line: number
  text: string
}

/** Props and object fields whose string is shown to a person (or read out by a screen reader). */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'loadingLabel',
  'message',
  'heading',
  'description',
  'hint',
  'tag',
  'emptyText',
  'term',
])

/** Calls whose string argument is shown (a dynamic title, a toast). */
const TEXT_CALLS = /(^|\.)(useViewTitle|showToast|showAlert)$/

const LETTER = /\p{L}/u
// A sentence or a phrase: a capitalised word followed by more words, or a text with a space
// ending like a sentence or with dots ("Switching…").
const PROSE = /^\p{Lu}[\p{Ll}'’]+([ ,:!?.'’-]+\S+)+$|^\p{L}.* .*[.?!]$|\p{L}(\.\.\.|…)$/u
/** Calls whose prose argument is for developers, not shown. */
const DEVELOPER_CALLS = /(^new .*Error|^super$|^console\.|warn$)/

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
  }
  return undefined
}

/** String literals inside an expression shown as text; call arguments (t('key')) are not text. */
function shownLiterals(node: ts.Node, found: ts.Node[]): void {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return
  if (ts.isCallExpression(node)) return
  // `a === 'x'`: a comparison, not a text.
  if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken) {
    shownLiterals(node.right, [])
    return
  }
  if (ts.isConditionalExpression(node)) {
    shownLiterals(node.whenTrue, found)
    shownLiterals(node.whenFalse, found)
    return
  }
  const text = literalText(node)
  if (text !== undefined) {
    if (LETTER.test(text)) found.push(node)
    return
  }
  node.forEachChild((child) => shownLiterals(child, found))
}

function newPrefix(node: ts.Node): string {
  return ts.isNewExpression(node) ? 'new ' : ''
}

function propName(name: ts.Node): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`
  return undefined
}

/**
 * Texts written into the code of a component instead of coming from the message catalogue:
 * JSX text, string children, text props (`aria-label`, `title`, `placeholder`, ...) and fields
 * of the same names, and prose-like string literals anywhere (`useViewTitle('Connecting')`).
 * Arguments of calls and `new` (message keys, class names, developer errors) are not texts.
 */
export function hardCodedTexts(fileName: string, source: string): HardCodedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: ts.Node[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isLiteralTypeNode(node)) return
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) found.push(node)
      return
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      shownLiterals(node.expression, found)
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = propName(node.name)
      if (name && TEXT_PROPS.has(name)) shownLiterals(node.initializer, found)
    }
    if (ts.isPropertyAssignment(node)) {
      const name = propName(node.name)
      if (name && TEXT_PROPS.has(name)) shownLiterals(node.initializer, found)
    }
    if (ts.isParameter(node) && node.initializer && ts.isObjectBindingPattern(node.name)) {
      for (const element of node.name.elements) {
        const name = element.propertyName ?? element.name
        if (element.initializer && TEXT_PROPS.has(propName(name) ?? '')) {
          shownLiterals(element.initializer, found)
        }
      }
    }
    if (ts.isBindingElement(node) && node.initializer) {
      const name = propName(node.propertyName ?? node.name)
      if (name && TEXT_PROPS.has(name)) shownLiterals(node.initializer, found)
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      visit(node.expression)
      const callee = node.expression.getText(file)
      for (const arg of node.arguments ?? []) {
        // A literal argument is a key, a view name, a class name or a developer's error; only
        // the calls that show their argument take text.
        const text = literalText(arg)
        if (text === undefined) visit(arg)
        else if (TEXT_CALLS.test(callee)) shownLiterals(arg, found)
        else if (PROSE.test(text) && !DEVELOPER_CALLS.test(`${newPrefix(node)}${callee}`)) {
          found.push(arg)
        }
      }
      return
    }
    const text = ts.isStringLiteral(node) ? node.text : undefined
    if (text !== undefined && PROSE.test(text)) found.push(node)
    node.forEachChild(visit)
  }
  visit(file)
  const unique = [...new Set(found)]
  return unique.map((node) => ({
    file: fileName,
    line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
    text: node.getText(file).trim(),
  }))
}

/** Component sources under `dirs` (tests and test kits left out). */
export function componentSources(root: string, dirs: readonly string[]): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|test-kit|\.d\.ts$/.test(name)) out.push(path)
    }
  }
  for (const dir of dirs) walk(join(root, dir))
  return out.sort()
}

/** Every hard-coded text of the files under `dirs` of `root`, paths relative to `root`. */
export function scanHardCodedTexts(root: string, dirs: readonly string[]): HardCodedText[] {
  return componentSources(root, dirs).flatMap((path) =>
    hardCodedTexts(relative(root, path), readFileSync(path, 'utf8')),
  )
}
