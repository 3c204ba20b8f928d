import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api-docs',
    include: ['*.test.ts'],
    environment: 'node',
    // TypeDoc and the examples' type check each build a TypeScript program over ui-react and core.
    testTimeout: 180_000,
  },
})
