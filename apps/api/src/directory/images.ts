/** Escapes text for an SVG text node / attribute. */
function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function hashColor(seed: string): string {
  let hash = 0
  for (const char of seed) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  return `hsl(${hash % 360}, 58%, 44%)`
}

/**
 * A generated square SVG icon: a rounded tile in `color` with up to two initials. Static,
 * no scripts, no external references.
 */
export function iconSvg(label: string, color = hashColor(label)): string {
  const initials = label
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${escapeXml(color)}"/><text x="48" y="58" font-family="sans-serif" font-size="32" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`
}
