/**
 * The median of values[first..last] (inclusive) by quickselect on a copy: linear time, where a
 * sort per stay would cost a 12-hour parked day at 1-second fixes several milliseconds.
 */
export function medianOf(values: Float64Array, first: number, last: number): number {
  const work = values.slice(first, last + 1);
  const middle = work.length >> 1;
  const high = selectKth(work, middle);
  if (work.length % 2 === 1) return high;
  // Even count: the mean of the two middle values; the lower one is the largest left of middle.
  let low = -Infinity;
  for (let i = 0; i < middle; i++) low = Math.max(low, work[i] as number);
  return (low + high) / 2;
}

/** Rearranges work so work[k] is the k-th smallest, everything left of it no larger. */
function selectKth(work: Float64Array, k: number): number {
  let left = 0;
  let right = work.length - 1;
  while (left < right) {
    const pivot = work[(left + right) >> 1] as number;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((work[i] as number) < pivot) i++;
      while ((work[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = work[i] as number;
        work[i] = work[j] as number;
        work[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return work[k] as number;
}
