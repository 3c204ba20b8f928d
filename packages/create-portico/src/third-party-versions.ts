/**
 * The versions a new app gets of what it needs beside the kit: the ones the workspace's examples
 * pin and test (a test holds this table to them), exact, so a new app builds as ours do.
 */
export const thirdPartyVersions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  next: '16.4.6',
  vite: '7.3.8',
  '@vitejs/plugin-react': '5.2.0',
  typescript: '5.9.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
} as const

export type ThirdPartyPackage = keyof typeof thirdPartyVersions
