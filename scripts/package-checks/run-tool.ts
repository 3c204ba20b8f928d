import { spawn } from 'node:child_process'

/** How a tool ended: its exit code (null when it could not start: `error` says why) and output. */
export interface ToolRun {
  code: number | null
  stdout: string
  stderr: string
  error?: string
}

/** Runs `command` in `cwd` to its end, its output kept (the package checks run tools side by side). */
export function runTool(command: string, args: readonly string[], cwd: string): Promise<ToolRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk
    })
    child.once('error', (error) => resolve({ code: null, stdout, stderr, error: error.message }))
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}
