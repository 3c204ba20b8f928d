/** Counts the cases of a vector file whose outcome matches what the file expects. */
export async function countPassing<Case>(
  cases: readonly Case[],
  run: (vector: Case) => Promise<boolean>,
): Promise<{ passed: number; total: number; failed: Case[] }> {
  const failed: Case[] = []
  for (const vector of cases) if (!(await run(vector))) failed.push(vector)
  return { passed: cases.length - failed.length, total: cases.length, failed }
}
