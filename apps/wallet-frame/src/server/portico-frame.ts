import { fileURLToPath } from 'node:url'
import { runFrameCli } from './frame-cli.js'

// The `portico-frame` bin (built to dist-server/portico-frame.js, beside the frame's dist/).
const code = await runFrameCli(process.argv.slice(2), process.env, {
  defaultRoot: fileURLToPath(new URL('../dist', import.meta.url)),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  exit: (exitCode) => process.exit(exitCode),
})
if (code !== undefined) process.exitCode = code
