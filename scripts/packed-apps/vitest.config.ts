import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'packed-apps',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
