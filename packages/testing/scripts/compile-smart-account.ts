import { writeFileSync } from 'node:fs'
import {
  renderSmartAccountArtifacts,
  smartAccountArtifactsPath,
} from './contracts/compile-smart-account.ts'

writeFileSync(smartAccountArtifactsPath, renderSmartAccountArtifacts())
console.log(`Compiled contracts/smart-account -> ${smartAccountArtifactsPath}`)
