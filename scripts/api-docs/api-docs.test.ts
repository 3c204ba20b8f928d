import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiDocsResult,
  convertApiDocs,
  documentedCount,
  examplesOf,
  publicHooks,
  publicNames,
} from './api-docs.js'
import { compileExamples, exampleModule } from './compile-examples.js'

// The API reference of `pnpm docs` (TypeDoc over ui-react's public entry and createAppKit's
// options), validated as the docs build does: an export without a doc comment is an error.
let result: ApiDocsResult

beforeAll(async () => {
  result = await convertApiDocs()
}, 120_000)

describe('API reference (TypeDoc)', () => {
  it('converts with no error or warning: every public export has a doc comment', () => {
    expect(result.project).toBeDefined()
    expect(result.problems).toEqual([])
    const project = result.project!
    const names = project.children?.map((child) => child.name) ?? []
    for (const name of ['createAppKit', 'AppKitOptions', 'AppKitProvider', 'AppKitButton'])
      expect(names).toContain(name)
    console.info(`api-docs: ${documentedCount(project)} documented reflections`)
  })

  it('every public hook has an @example', () => {
    const hooks = publicHooks(result.project!)
    expect(hooks.length).toBeGreaterThanOrEqual(11)
    const without = hooks.filter((hook) => examplesOf(hook).length === 0).map((h) => h.name)
    expect(without).toEqual([])
  })

  it("the hooks' examples compile against the public entry; a broken one beside them is reported", () => {
    const names = publicNames(result.project!)
    const examples = publicHooks(result.project!).flatMap((hook) =>
      examplesOf(hook).map((code) => ({ name: hook.name, code: exampleModule(code, names) })),
    )
    expect(examples.length).toBeGreaterThanOrEqual(11)
    // Checked in the same program (one load of the sources): the check can fail.
    const broken = { name: 'broken', code: "const count: number = 'one'\nexport { count }" }
    const problems = compileExamples([...examples, broken])
    expect(problems.filter((p) => !p.startsWith('broken '))).toEqual([])
    expect(problems.filter((p) => p.startsWith('broken '))).toEqual([
      "broken (line 1): Type 'string' is not assignable to type 'number'.",
    ])
  })
})

describe('the check itself', () => {
  it('reports an export without a doc comment and a hook without an example', async () => {
    const fixture = await convertApiDocs({
      entryPoint: fileURLToPath(new URL('./fixtures/undocumented.ts', import.meta.url)),
      tsconfig: fileURLToPath(new URL('./fixtures/tsconfig.json', import.meta.url)),
    })
    // Only the export without a comment: the documented ones pass.
    expect(fixture.problems).toHaveLength(1)
    expect(fixture.problems[0]).toMatch(
      /^undocumented \(CallSignature\), .* does not have any documentation$/,
    )
    const hooks = publicHooks(fixture.project!)
    expect(hooks.map((hook) => [hook.name, examplesOf(hook).length])).toEqual([
      ['useWithoutExample', 0],
    ])
  }, 120_000)
})
