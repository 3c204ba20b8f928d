import { isRelative, relativeTarget } from './specifiers.js'
import type { SourceFile, Violation } from './types.js'

/** A folder the rest of its package reaches only through the files named here. */
export type BoundedFolder = {
  /** Relative to the repository root, ending in `/`. */
  folder: string
  /** Its entries, relative to the folder. */
  entries: readonly string[]
}

/**
 * ARCHITECTURE.md, "the embedded wallet behind its own boundary": core's other folders use the
 * embedded wallet through its entries only. `index.ts` is what the start-up and the types use;
 * `embedded-start.ts` (createAppKit's import()) and `view-flows.ts` (app-kit's view flows chunk)
 * load behind import(), so they cannot be re-exported from the index without pulling the wallet
 * into every app's start-up.
 */
export const BOUNDED_FOLDERS: readonly BoundedFolder[] = [
  {
    folder: 'packages/core/src/embedded-wallet/',
    entries: ['index.ts', 'embedded-start.ts', 'view-flows.ts'],
  },
]

/** The file a relative specifier names: `./x.js` is the source file `./x.ts`. */
function sourcePathOf(target: string): string {
  return target.replace(/\.js$/, '.ts').replace(/\.jsx$/, '.tsx')
}

/**
 * Every relative import from outside a bounded folder (tests too: they use the folder as its
 * neighbours do) that names a file of the folder other than one of its entries.
 */
export function checkBoundedFolders(
  files: readonly SourceFile[],
  folders: readonly BoundedFolder[] = BOUNDED_FOLDERS,
): Violation[] {
  const violations: Violation[] = []
  for (const file of files)
    for (const ref of file.imports) {
      if (!isRelative(ref.specifier)) continue
      const target = sourcePathOf(relativeTarget(file.path, ref.specifier))
      for (const { folder, entries } of folders) {
        if (file.path.startsWith(folder) || !target.startsWith(folder)) continue
        if (entries.includes(target.slice(folder.length))) continue
        violations.push({
          file: file.path,
          line: ref.line,
          rule: 'bounded-folder',
          message: `'${ref.specifier}' reaches inside ${folder}: import one of its entries (${entries.join(', ')})`,
        })
      }
    }
  return violations
}
