import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'ensure-installed',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
