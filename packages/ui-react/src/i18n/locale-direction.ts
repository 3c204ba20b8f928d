/** Languages written right to left among those a catalogue may be shipped for. */
const RTL = /^(ar|he|fa|ur)(-|$)/i

/** The writing direction of `locale` (the modal root's `dir`). */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL.test(locale) ? 'rtl' : 'ltr'
}
