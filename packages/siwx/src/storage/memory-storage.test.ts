import { createMemoryStorage } from './memory-storage.js'
import { describeStorageContract } from './storage-contract.test-helper.js'

// One shared store for both "connections": the memory storage lives in one process.
const shared = createMemoryStorage()
describeStorageContract('memory', async () => shared, { atomicSignIn: true })
