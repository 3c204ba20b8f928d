import { LAB_CONFIG_ELEMENT_ID, type LabConfig } from '../lab-config.js'

/** JSON safe inside a `<script>` element: no `<` (so no `</script>`), no line separators. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

/**
 * A lab page as served: the stack's configuration as a JSON data element, and on a stack running
 * Polkadot the demo page's test-extension script (`polkadotScript`, given for that page only) as
 * the first module script, so the extension is installed before the kit starts. Inserted right
 * after `<head>`; module scripts run in document order.
 */
export function withLabPageTags(
  html: string,
  config: LabConfig,
  polkadotScript: string | undefined,
): string {
  const tags = [
    `<script type="application/json" id="${LAB_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`,
    ...(config.polkadot && polkadotScript
      ? [`<script type="module" src="${polkadotScript}"></script>`]
      : []),
  ].join('')
  const head = /<head[^>]*>/i.exec(html)
  if (!head) throw new Error('lab: a page without <head>')
  const at = head.index + head[0].length
  return `${html.slice(0, at)}${tags}${html.slice(at)}`
}
