/** One sidebar entry: its text and the page it opens (`/families/evm` is `families/evm.md`). */
export interface SidebarLink {
  text: string
  link: string
  /** Set for pages VitePress does not render (TypeDoc's HTML): the browser loads them itself. */
  target?: '_self'
}

export interface SidebarGroup {
  text: string
  items: SidebarLink[]
}

/** The guides, in reading order. */
export const GUIDES: readonly SidebarLink[] = [
  { text: 'Sign-in (SIWX)', link: '/guides/sign-in' },
  { text: 'The embedded wallet and its threat model', link: '/guides/embedded-wallet' },
  { text: 'Theming and languages', link: '/guides/theming-i18n' },
  { text: 'SSR and Next.js', link: '/guides/ssr-nextjs' },
  { text: 'Content-Security-Policy', link: '/guides/csp' },
  { text: 'Testing your dapp with @portico/testing', link: '/guides/testing' },
  { text: 'Self-hosting apps/api and the frame', link: '/guides/self-hosting' },
  { text: 'Migrating from AppKit', link: '/guides/migrate-from-appkit' },
]

/** TypeDoc's reference, written into `public/api/` by the build before VitePress runs. */
export const API_REFERENCE: SidebarLink = {
  text: 'API reference',
  link: '/api/index.html',
  target: '_self',
}

/**
 * The sidebar, the same on every page. VitePress does not check the sidebar's links; the site's
 * Chromium test does (every page listed, every link answered).
 */
export function sidebar(): SidebarGroup[] {
  return [
    {
      text: 'Introduction',
      items: [
        { text: 'What Portico is', link: '/' },
        { text: 'Getting started', link: '/getting-started' },
      ],
    },
    {
      text: 'Chain families',
      items: [
        { text: 'EVM', link: '/families/evm' },
        { text: 'Solana', link: '/families/solana' },
        { text: 'Bitcoin', link: '/families/bitcoin' },
        { text: 'Polkadot', link: '/families/polkadot' },
      ],
    },
    { text: 'Guides', items: [...GUIDES] },
    { text: 'Reference', items: [API_REFERENCE] },
  ]
}
