import { describe, expect, it } from 'vitest';
import { median, medianPairedRatio, quantile } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count and the upper middle of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('quantile', () => {
  it('gives a value that occurred, at or above the share asked for', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(quantile(hundred, 0.99)).toBe(100);
    expect(quantile(hundred, 0.5)).toBe(51);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.99)).toBeNaN();
  });
});

describe('medianPairedRatio', () => {
  it('compares each round with the reference of the same round', () => {
    // The machine was slow in round 2: both values doubled, the ratio did not move.
    expect(medianPairedRatio([1100, 2200, 1100], [1000, 2000, 1000])).toBeCloseTo(1.1);
    // One round's page run hit a slow spell its reference missed: the median drops that round.
    expect(medianPairedRatio([700, 1400, 710], [640, 650, 645])).toBeCloseTo(1.1, 1);
  });

  it('is NaN when the rounds do not pair up', () => {
    expect(medianPairedRatio([1, 2], [1])).toBeNaN();
    expect(medianPairedRatio([], [])).toBeNaN();
  });
});
