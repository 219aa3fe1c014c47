/** Markdown tables for the results, so they paste straight into docs/benchmarks/park-api.md. */

export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Whole numbers with thousands separators; one decimal below 100 (p99 latencies of a few ms). */
export function fmt(value) {
  if (value === undefined || value === null || Number.isNaN(value)) return '–';
  return value < 100 && !Number.isInteger(value)
    ? value.toFixed(1)
    : Math.round(value).toLocaleString('en-US');
}
