import { expect, it } from 'vitest'
import { parseImports } from './parse-imports.js'

it('finds static, type-only, re-export, side-effect, dynamic and require specifiers with lines', () => {
  const source = [
    "import type { A } from 'a'",
    "import 'side-effect'",
    "export * from './local.js'",
    "export { b } from 'b'",
    "const c = await import('c')",
    "type D = typeof import('d')",
    "const e = require('e')",
    "const f = require.resolve('f/package.json')",
    "const g = createRequire(import.meta.url)('g')",
  ].join('\n')
  expect(parseImports(source, 'x.ts')).toEqual([
    { specifier: 'a', line: 1 },
    { specifier: 'side-effect', line: 2 },
    { specifier: './local.js', line: 3 },
    { specifier: 'b', line: 4 },
    { specifier: 'c', line: 5 },
    { specifier: 'd', line: 6 },
    { specifier: 'e', line: 7 },
    { specifier: 'f/package.json', line: 8 },
    { specifier: 'g', line: 9 },
  ])
})

it('ignores text that only looks like an import (comments, strings, templates)', () => {
  const source = [
    "// import 'in-a-comment'",
    'const s = "import \'in-a-string\'"',
    'const t = `await import("in-a-template")`',
    "const u = someone.resolve('not-a-module')",
  ].join('\n')
  expect(parseImports(source, 'x.ts')).toEqual([])
})

it('parses JSX files', () => {
  expect(
    parseImports("import React from 'react'\nexport const A = () => <div />", 'a.tsx'),
  ).toEqual([{ specifier: 'react', line: 1 }])
})
