// @vitest-environment node
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalogueProblems, messageArguments } from '../test-utils/catalogue-problems.js'
import { hardCodedTexts, scanHardCodedTexts } from '../test-utils/hard-coded-texts.js'
import { EN_GROUPS } from './en/index.js'
import { parseMessage } from './format-message.js'
import { LOCALE_LOADERS } from './locale-loaders.js'
import { SHIPPED_LOCALES } from './shipped-locales.js'

const src = fileURLToPath(new URL('..', import.meta.url))
const localesDir = fileURLToPath(new URL('./locales', import.meta.url))

/** English as plain groups of messages. */
const en = Object.fromEntries(Object.entries(EN_GROUPS).map(([name, g]) => [name, g.en]))

describe('every text the kit shows comes from the catalogue', () => {
  it('no literal text in views, components, the modal or hooks', () => {
    const found = scanHardCodedTexts(src, ['views', 'components', 'modal', 'hooks'])
    expect(found.map((t) => `${t.file}:${t.line} ${t.text}`)).toEqual([])
  })

  it('the scan finds texts in JSX, text props, fields and dynamic titles, not keys or classes', () => {
    const source = `
      export function V({ label = 'Copy link' }) {
        const t = useMessages(group)
        useViewTitle('Connecting')
        const tags = { tag: 'Recent' }
        const phrase = 'Open and continue in a new browser tab'
        kit.push('Account')
        return (
          <div className="portico-stack" data-state={open ? 'open' : 'closed'}>
            Hello
            <Spinner label="Loading wallets" />
            <input placeholder={search ? 'Search' : t('placeholder')} aria-label={t('aria')} />
            {busy ? 'Switching…' : null}
            {t('title', { name })}
            {items.map((i) => <b key={i} title="Details">{i}</b>)}
          </div>
        )
      }`
    expect(hardCodedTexts('v.tsx', source).map((t) => t.text)).toEqual([
      "'Copy link'",
      "'Connecting'",
      "'Recent'",
      "'Open and continue in a new browser tab'",
      'Hello',
      '"Loading wallets"',
      "'Search'",
      "'Switching…'",
      '"Details"',
    ])
  })
})

/**
 * The `entry` group is formatted by the tiny `formatSimple`: plain `{name}` arguments only, and
 * no ICU quoting (an apostrophe is written as itself: "l'application").
 */
function simpleOnly(messages: Readonly<Record<string, string>>): string[] {
  return Object.entries(messages)
    .filter(
      ([, message]) =>
        /'['{}]/.test(message) ||
        parseMessage(message).some(
          (part) => typeof part !== 'string' && (part === 0 || 'o' in part || part.f),
        ),
    )
    .map(([key]) => `entry.${key}`)
}

describe('the English catalogue', () => {
  it('the entry group (in the initial JS) uses plain arguments only', () => {
    expect(simpleOnly(EN_GROUPS.entry.en)).toEqual([])
    expect(
      simpleOnly({ a: '{n, plural, other {#}}', b: 'Hi {name}', c: "l''app", d: "l'app" }),
    ).toEqual(['entry.a', 'entry.c'])
  })

  it('names each group as its key and every message parses', () => {
    for (const [name, group] of Object.entries(EN_GROUPS)) {
      expect(group.group).toBe(name)
      for (const message of Object.values(group.en))
        expect(() => parseMessage(message)).not.toThrow()
    }
  })
})

describe('the translated catalogues', () => {
  const files = readdirSync(localesDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort()

  it('are exactly the files registered in LOCALE_LOADERS and listed in SHIPPED_LOCALES', () => {
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual(files)
    expect(SHIPPED_LOCALES[0]).toBe('en')
    expect(SHIPPED_LOCALES.slice(1).sort()).toEqual(files)
  })

  it.each(files.length > 0 ? files : ['(none yet: English only)'])(
    '%s has exactly English’s groups, keys and arguments',
    async (locale) => {
      const loader = LOCALE_LOADERS[locale]
      if (files.length === 0) return expect(loader).toBeUndefined()
      const catalogue = (await loader?.())?.default
      expect(catalogue).toBeDefined()
      expect(catalogueProblems(en, catalogue ?? {})).toEqual([])
      expect(simpleOnly(catalogue?.entry ?? {})).toEqual([])
    },
  )

  it('the comparison fails on a missing, extra or broken key and on changed arguments', () => {
    const english = { g: { a: 'Hi {name}', b: '{n, plural, one {# x} other {# xs}}', c: 'C' } }
    expect(
      catalogueProblems(english, {
        g: { a: 'Salut {nom}', b: '{n, plural, one {# x}', d: 'D' },
        h: {},
      }),
    ).toEqual([
      'h: group not in English',
      'g.d: key not in English',
      'g.a: arguments {nom} instead of {name}',
      expect.stringMatching(/^g\.b: Malformed message at \d+: \{n, plural, one \{# x\}$/),
      'g.c: missing',
    ])
    expect(
      catalogueProblems(english, { g: { a: '{name}!', b: '{n, plural, other {#}}', c: 'c' } }),
    ).toEqual([])
    expect(messageArguments('{n, plural, one {{who} and #} other {{who}}}')).toEqual(['n', 'who'])
  })
})
