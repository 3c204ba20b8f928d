import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'packed-apps',
    include: ['*.test.ts'],
    environment: 'node',
    // Packs every public package once; the Vite and Next.js files install the same tarballs.
    globalSetup: ['pack-setup.ts'],
  },
})
