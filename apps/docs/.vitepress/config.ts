import { defineConfig } from 'vitepress'
import { API_REFERENCE, sidebar } from './sidebar.js'

// Dead internal links fail the build (VitePress's default, kept: no `ignoreDeadLinks`); the
// site's tests check that it stays so.
export default defineConfig({
  title: 'Portico',
  description:
    'An open-source, self-hostable wallet-connection kit for React apps: EVM, Solana, Bitcoin and Polkadot.',
  lang: 'en-US',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  // `dist/`, so turbo keeps the build with the other packages' outputs (`dist/**`).
  outDir: 'dist',
  // Not pages: this folder's README, the tests' output and TypeDoc's HTML (copied as it is).
  srcExclude: ['README.md', 'test-results/**', 'public/**', 'checks/**'],
  cleanUrls: false,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Families', link: '/families/evm', activeMatch: '^/families/' },
      { text: 'Guides', link: '/guides/sign-in', activeMatch: '^/guides/' },
      { text: 'API', link: API_REFERENCE.link, target: API_REFERENCE.target },
    ],
    sidebar: sidebar(),
    outline: { level: [2, 3] },
  },
})
