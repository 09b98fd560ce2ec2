/**
 * Binary search: the first index below `length` at which `holds` is true, or `length` when it is true
 * nowhere. `holds` must be false and then true along the sorted sequence it looks at.
 */
export function firstIndexWhere(length: number, holds: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
