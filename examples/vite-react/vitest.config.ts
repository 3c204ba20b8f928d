import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: '@portico/example-vite-react',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
