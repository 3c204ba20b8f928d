/** Why the workspace at `root` must be installed before a command starting with `needs`, or undefined. */
export function installNeeded(root: string, needs: string[]): string | undefined
