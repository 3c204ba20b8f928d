/** EIP-6963 provider info. */
export interface TestWalletInfo {
  uuid: string
  name: string
  /** A data: URI image (RFC 2397), as EIP-6963 requires. */
  icon: string
  /** Reverse-DNS identifier of the wallet. */
  rdns: string
}

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#0f766e"/><path d="M28 64V32h22a12 12 0 0 1 0 24H38v8z" fill="#fff"/></svg>'

/** The test wallet's default icon (an SVG data: URI). */
export const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`

/** Default EIP-6963 info of the test wallet (a fresh uuid per wallet). */
export function defaultTestWalletInfo(info: Partial<TestWalletInfo> = {}): TestWalletInfo {
  return {
    uuid: info.uuid ?? crypto.randomUUID(),
    name: info.name ?? 'Portico Test Wallet',
    icon: info.icon ?? testWalletIcon,
    rdns: info.rdns ?? 'dev.portico.testwallet',
  }
}
