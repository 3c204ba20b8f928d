import { type AppFiles, devLocalScript, manifest } from './app-manifest.js'
import { displayNameOf, envNames, kitSource } from './kit-source.js'
import { appReadme, appSource, envFile } from './shared-files.js'
import type { StarterOptions } from './starter-options.js'

/** A Vite + React app in TypeScript: `npm run dev`, `npm run build` (type check, then build). */
export function viteFiles(options: StarterOptions, name: string, kitVersion: string): AppFiles {
  const title = displayNameOf(name)
  return {
    'package.json': manifest(name, options, kitVersion, {
      scripts: {
        dev: 'vite',
        'dev:local': devLocalScript(options, 'VITE_', 'vite'),
        build: 'tsc --noEmit && vite build',
        preview: 'vite preview',
      },
      dependencies: ['react', 'react-dom'],
      devDependencies: [
        'vite',
        '@vitejs/plugin-react',
        'typescript',
        '@types/react',
        '@types/react-dom',
      ],
    }),
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'vite.config.ts': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          isolatedModules: true,
          types: ['vite/client'],
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
    'src/portico.ts': kitSource(options, name, {
      read: (variable) => `import.meta.env.${variable}`,
      prefix: 'VITE_',
      origin: 'window.location.origin',
      shape: 'instance',
    }),
    'src/main.tsx': `import { AppKitProvider } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'

// Set by \`npm run dev:local\` only: the local stack's test wallets, installed before the kit starts
// (as a browser extension is). Empty in .env, so a build without it holds none of this.
const testWalletsUrl = import.meta.env.VITE_${envNames.testWalletsUrl}
if (testWalletsUrl) {
  await new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = testWalletsUrl
    script.onload = resolve
    script.onerror = () => reject(new Error(\`the test wallets did not load from \${testWalletsUrl}\`))
    document.head.append(script)
  })
}
// Imported once the test wallets are in the page: the kit looks for wallets when it is created.
const { kit } = await import('./portico')

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <AppKitProvider instance={kit}>
      <App />
    </AppKitProvider>
  </StrictMode>,
)
`,
    'src/app.tsx': appSource(title),
    '.env': envFile(options, 'VITE_'),
    '.gitignore': 'node_modules\ndist\n.env.local\n',
    'README.md': appReadme(title, options, { prefix: 'VITE_', kitFile: 'src/portico.ts' }),
  }
}
