import { writeFileSync } from 'node:fs'
import { farcasterArtifactsPath, renderFarcasterArtifacts } from './contracts/compile-farcaster.ts'

writeFileSync(farcasterArtifactsPath, renderFarcasterArtifacts())
console.log(`Compiled contracts/farcaster -> ${farcasterArtifactsPath}`)
