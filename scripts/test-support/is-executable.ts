import { accessSync, constants, statSync } from 'node:fs'

/** Whether `path` is a file this process may execute (the system checks' and the test run's probe). */
export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}
