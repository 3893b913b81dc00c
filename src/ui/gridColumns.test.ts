import { describe, expect, it } from 'vitest';
import { gridColumns } from './gridColumns';

/** The rows a count of cards makes in `columns` columns, e.g. 7 in 3 → [3, 3, 1]. */
const rowsOf = (count: number, columns: number) => Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

describe('gridColumns', () => {
  it.each([
    [1, 4, [1]],
    [2, 4, [1, 2]],
    [3, 4, [1, 3]],
    [3, 2, [1, 2]],
    [4, 4, [1, 2, 4]],
    [4, 3, [1, 2]],
    [5, 4, [1, 3]],
    [6, 4, [1, 2, 3]],
    [7, 4, [1, 2, 4]],
    [7, 3, [1, 2]],
    [8, 4, [1, 2, 3, 4]],
    [9, 3, [1, 3]],
    [12, 4, [1, 2, 3, 4]],
  ])('%i cards, at most %i columns: %j', (count, fit, expected) => {
    expect(gridColumns(count, fit)).toEqual(expected);
  });

  it('never leaves a last row of one card under a fuller row, where another count avoids it', () => {
    for (let count = 1; count <= 24; count += 1) {
      for (let fit = 1; fit <= 4; fit += 1) {
        const columns = gridColumns(count, fit);
        expect(columns[0]).toBe(1);
        expect(Math.max(...columns)).toBeLessThanOrEqual(Math.max(1, fit));
        expect([...columns].sort((a, b) => a - b)).toEqual(columns);
        for (const c of columns.filter((c) => c > 1)) {
          const rows = rowsOf(count, c);
          const last = rows[rows.length - 1]!;
          // Full rows, or a last row one short (centred), or the fallback for counts with no better choice.
          const fine = last === c || last === c - 1 || !columns.some((other) => other > 1 && other !== c && count % other === 0);
          expect(fine, `${count} cards in ${c} columns: rows ${rows.join('+')}`).toBe(true);
        }
      }
    }
  });
});
