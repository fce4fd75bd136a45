/** The value at percentile `p` of timings sorted in ascending order. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A report's table row of timings in ms: its name, p50, p95, the slowest, and any more cells. */
export function latencyRow(name: string, times: readonly number[], ...more: string[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const figures = [percentile(sorted, 50), percentile(sorted, 95), sorted[sorted.length - 1]];
  return `| ${[name, ...figures.map((t) => t.toFixed(1)), ...more].join(' | ')} |`;
}
