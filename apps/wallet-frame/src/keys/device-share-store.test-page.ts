// The page script of device-share-store.browser.test.ts: the store, on the page's own origin.

import { openDeviceShareStore } from './device-share-store.js'
import { DeviceShareStoreError } from './key-errors.js'

declare global {
  interface Window {
    shareStore: {
      openDeviceShareStore: typeof openDeviceShareStore
      DeviceShareStoreError: typeof DeviceShareStoreError
    }
  }
}

window.shareStore = { openDeviceShareStore, DeviceShareStoreError }
