import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'create-portico',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions and one in-process CLI run per test: nothing here leaks state.
    isolate: false,
  },
})
