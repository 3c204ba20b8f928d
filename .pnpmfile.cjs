/**
 * pnpm install hook. `@portico/ui-react` runs its unit tests a second time against React 19
 * (packages/ui-react/vitest.react19.config.ts) with react-dom 19 installed under the alias `react-dom-19`.
 * Its `react` peer would resolve to the workspace's React 18 (peers are looked up by name), so react-dom 19
 * gets React 19 as a regular dependency instead.
 */
function readPackage(pkg) {
  if (pkg.name === 'react-dom' && pkg.version.startsWith('19.')) {
    const react = pkg.peerDependencies?.react
    if (react) {
      pkg.dependencies = { ...pkg.dependencies, react: pkg.version }
      delete pkg.peerDependencies.react
    }
  }
  return pkg
}

module.exports = { hooks: { readPackage } }
