/** The element in the middle of `list` in the order of `compare` (the lower of two middles); undefined for none. */
export function middle(list, compare) {
  const sorted = [...list].sort(compare);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
