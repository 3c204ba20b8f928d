import { type AppFiles, devLocalScript, manifest } from './app-manifest.js'
import { displayNameOf, envNames, kitSource } from './kit-source.js'
import { appReadme, appSource, envFile } from './shared-files.js'
import type { StarterOptions } from './starter-options.js'

/**
 * A Next.js app router app in JavaScript: the page renders on the server, and the kit is created
 * in a client module (`'use client'`), once per browser.
 */
export function nextFiles(options: StarterOptions, name: string, kitVersion: string): AppFiles {
  const title = displayNameOf(name)
  return {
    'package.json': manifest(name, options, kitVersion, {
      scripts: {
        dev: 'next dev',
        'dev:local': devLocalScript(options, 'NEXT_PUBLIC_', 'next dev'),
        build: 'next build',
        start: 'next start',
      },
      dependencies: ['next', 'react', 'react-dom'],
    }),
    'next.config.mjs': `/** @type {import('next').NextConfig} */
export default { reactStrictMode: true }
`,
    'jsconfig.json': `${JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }, null, 2)}\n`,
    'app/layout.jsx': `import Script from 'next/script'

export const metadata = { title: ${JSON.stringify(title)} }

// Set by \`npm run dev:local\` only: the local stack's test wallets, installed before the page
// hydrates and the kit starts (as a browser extension is). Empty in .env: a build without it
// renders no script.
const testWalletsUrl = process.env.NEXT_PUBLIC_${envNames.testWalletsUrl}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        {testWalletsUrl ? <Script src={testWalletsUrl} strategy="beforeInteractive" /> : null}
        {children}
      </body>
    </html>
  )
}
`,
    'app/page.jsx': `import { Providers } from './providers'
import { App } from './app'

export default function Page() {
  return (
    <Providers>
      <App />
    </Providers>
  )
}
`,
    'app/providers.jsx': `'use client'

import { AppKitProvider } from '@portico/ui-react'
import { useState } from 'react'
import { createKit } from './portico'

export function Providers({ children }) {
  const [kit] = useState(createKit)
  return <AppKitProvider instance={kit}>{children}</AppKitProvider>
}
`,
    'app/app.jsx': `'use client'

${appSource(title)}`,
    'app/portico.js': `'use client'

${kitSource(options, name, {
  read: (variable) => `process.env.${variable}`,
  prefix: 'NEXT_PUBLIC_',
  // The module also runs on the server while the page renders there, where there is no window.
  origin: `typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin`,
  shape: 'factory',
})}`,
    '.env': envFile(options, 'NEXT_PUBLIC_'),
    '.gitignore': 'node_modules\n.next\n.env.local\n',
    'README.md': appReadme(title, options, { prefix: 'NEXT_PUBLIC_', kitFile: 'app/portico.js' }),
  }
}
