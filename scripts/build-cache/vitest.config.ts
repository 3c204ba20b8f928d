import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'build-cache',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
