import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'chromium-check',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
