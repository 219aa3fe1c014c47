/** Exponential back-off: `min` after the first failure, doubling, never above `max`. */
export function retryDelayMs(failures: number, min: number, max: number): number {
  if (failures < 1) return 0;
  return Math.min(max, min * 2 ** (failures - 1));
}
