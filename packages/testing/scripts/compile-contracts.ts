import { writeFileSync } from 'node:fs'
import {
  artifactsPath,
  compileContracts,
  renderArtifactsModule,
} from './contracts/compile-contracts.ts'

const compiled = compileContracts()
writeFileSync(artifactsPath, renderArtifactsModule(compiled))
console.log(
  `Compiled ${Object.keys(compiled.contracts).join(', ')} with solc ${compiled.solcVersion} -> ${artifactsPath}`,
)
