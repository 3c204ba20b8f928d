import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'import-rules',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
