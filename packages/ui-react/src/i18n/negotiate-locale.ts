interface Parsed {
  tag: string
  language: string
  script: string | undefined
  region: string | undefined
}

function parse(tag: string): Parsed | undefined {
  try {
    // maximize() fills the likely script and region: zh-CN and zh-Hans-CN meet, zh-TW does not.
    const locale = new Intl.Locale(tag).maximize()
    return { tag, language: locale.language, script: locale.script, region: locale.region }
  } catch {
    return undefined
  }
}

/**
 * The best of `shipped` for a visitor who prefers `wanted` (e.g. `navigator.languages`), in
 * order: for each wanted tag, a shipped locale of the same language and script, preferring the
 * same region (`pt-PT` → `pt-BR`, `fr-CA` → `fr`, `zh-Hans-CN` → `zh-CN`); else `en`.
 *
 * @example
 * negotiateLocale(['de-AT', 'en'], ['en', 'de']) // 'de'
 */
export function negotiateLocale(wanted: readonly string[], shipped: readonly string[]): string {
  const offered = shipped.map(parse).filter((p): p is Parsed => p !== undefined)
  for (const tag of wanted) {
    const want = parse(tag)
    if (!want) continue
    const same = offered.filter((o) => o.language === want.language && o.script === want.script)
    const best = same.find((o) => o.region === want.region) ?? same[0]
    if (best) return best.tag
  }
  return 'en'
}
