/**
 * The column counts a grid of `count` cards may use when at most `fit` columns fit its widest
 * container: only counts that leave no lopsided row. A count qualifies when it fills every row (it
 * divides the cards), or, from three columns on, when the last row lacks one card only (that row is
 * centred). So 3 cards use 1 or 3 columns, never 2 + 1; 4 cards 1, 2 or 4; 5 cards 1 or 3.
 * Where neither two nor three columns qualify (7 cards, say), the one of them whose last row is
 * fuller is added too, so that tablets do not get one wide column; the grid centres that row.
 * The grid's CSS uses the largest listed count that fits its current width (Grid in layout.ts).
 */
export function gridColumns(count: number, fit: number): number[] {
  const most = Math.max(1, Math.min(fit, count));
  const columns = [1];
  for (let c = 2; c <= most; c += 1) {
    const rest = count % c;
    if (rest === 0 || (c >= 3 && rest === c - 1)) columns.push(c);
  }
  if (most >= 2 && !columns.some((c) => c === 2 || c === 3)) {
    const fullness = (c: number) => (count % c) / c;
    const middle = most >= 3 && fullness(3) > fullness(2) ? 3 : 2;
    columns.splice(1, 0, middle);
  }
  return columns;
}
