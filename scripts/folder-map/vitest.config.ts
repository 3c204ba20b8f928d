import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'folder-map',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
