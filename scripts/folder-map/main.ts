import { join } from 'node:path'
import { formatFolderMap, mapFolders, repositoryRoot } from './folder-map.js'

// `pnpm folder-map`: the sources whose folders are cut by concern, their sizes and the imports
// between their folders, so a review sees what a change did to the layout.
const roots = ['packages/core/src', 'apps/api/src']

process.stdout.write(
  roots.map((root) => formatFolderMap(root, mapFolders(join(repositoryRoot, root)))).join('\n'),
)
