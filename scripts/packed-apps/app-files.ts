/** package.json dependencies naming each kit package by its tarball, as npm's `file:` spec. */
export function tarballDependencies(
  kitTarballs: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(kitTarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  )
}
