import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'test-command',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
