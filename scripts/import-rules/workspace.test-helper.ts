import { parseImports } from './parse-imports.js'
import type { SourceFile, WorkspacePackage } from './types.js'

/** A package of the synthetic workspace the rule tests run on. */
export function workspacePackage(
  parameters: Partial<WorkspacePackage> & Pick<WorkspacePackage, 'name' | 'dir'>,
): WorkspacePackage {
  return {
    private: false,
    exports: ['.', './package.json'],
    dependencies: {},
    peerDependencies: {},
    devDependencies: {},
    dependenciesNotImported: {},
    ...parameters,
  }
}

/** A small Portico-shaped workspace: root, api-client, core, an adapter, ui-react, testing, two apps. */
export const syntheticPackages: WorkspacePackage[] = [
  workspacePackage({ name: 'portico', dir: '', private: true, devDependencies: { vitest: '4' } }),
  workspacePackage({ name: '@portico/api-client', dir: 'packages/api-client' }),
  workspacePackage({
    name: '@portico/core',
    dir: 'packages/core',
    exports: ['.', './internal', './testing', './package.json'],
    dependencies: { '@portico/api-client': 'workspace:*', jotai: '2' },
  }),
  workspacePackage({
    name: '@portico/adapter-evm',
    dir: 'packages/adapter-evm',
    dependencies: { '@portico/core': 'workspace:*', viem: '2' },
  }),
  workspacePackage({
    name: '@portico/ui-react',
    dir: 'packages/ui-react',
    dependencies: { '@portico/core': 'workspace:*' },
    peerDependencies: { react: '18' },
  }),
  workspacePackage({
    name: '@portico/testing',
    dir: 'packages/testing',
    private: true,
    dependencies: { viem: '2' },
  }),
  workspacePackage({
    name: '@portico/lab',
    dir: 'apps/lab',
    private: true,
    dependencies: { '@portico/core': 'workspace:*', '@portico/ui-react': 'workspace:*' },
  }),
]

/** A source file of the synthetic workspace, parsed like the real ones. */
export function sourceFile(path: string, source: string): SourceFile {
  return { path, imports: parseImports(source, path) }
}
