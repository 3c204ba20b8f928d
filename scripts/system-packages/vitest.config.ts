import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'system-packages',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
