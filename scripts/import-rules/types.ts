/** One workspace package (packages/* or apps/*) as the checks see it. */
export type WorkspacePackage = {
  /** `@portico/core` */
  name: string
  /** Its folder, relative to the repository root, with `/` separators: `packages/core`. */
  dir: string
  /** `private: true` packages are never published, so their shipped files may use devDependencies. */
  private: boolean
  /** Subpaths of its package.json `exports` (`.`, `./internal`, ...); empty when it has none. */
  exports: readonly string[]
  dependencies: Readonly<Record<string, string>>
  peerDependencies: Readonly<Record<string, string>>
  devDependencies: Readonly<Record<string, string>>
  /**
   * package.json `dependenciesNotImported`: a dependency that no file imports (a binary, a CLI, a
   * plugin named in a config string) stays only with a sentence saying why it is there.
   */
  dependenciesNotImported: Readonly<Record<string, string>>
  /**
   * package.json `shippedEntries`: for a package whose build starts from a few source files (a
   * server's bin), those files (relative to the package). What they reach through relative imports
   * is what it ships; its other files under `src/` (benches, build scripts, test tooling) are
   * tooling. Absent: every file under `src/`, tests aside, is shipped.
   */
  shippedEntries?: readonly string[]
}

/** One import specifier of a source file (static, re-export, dynamic `import()` or `require`). */
export type ImportRef = {
  specifier: string
  /** 1-based line of the specifier. */
  line: number
}

export type SourceFile = {
  /** Relative to the repository root, with `/` separators. */
  path: string
  imports: readonly ImportRef[]
}

export type RuleId =
  | 'layer'
  | 'chain-sdk-or-framework'
  | 'public-entry'
  | 'internal-entry'
  | 'test-entry'
  | 'relative-escape'
  | 'undeclared-dependency'
  | 'unused-dependency'
  | 'stale-dependency-note'
  | 'test-only-dependency'
  | 'dependency-layer'
  | 'family-name'
  | 'one-major'
  | 'bounded-folder'

export type Violation = {
  /** The file (a source file or a package.json) that breaks the rule. */
  file: string
  line?: number
  rule: RuleId
  message: string
}
