import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The workspace packages are consumed from their built `dist` (ESM + .d.ts): nothing to transpile.
  reactStrictMode: true,
  poweredByHeader: false,
  // `pnpm --filter @portico/example-nextjs typecheck` runs tsc; the build does not type-check again.
  typescript: { ignoreBuildErrors: true },
}

export default nextConfig
