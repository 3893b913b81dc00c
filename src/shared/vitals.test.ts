import { describe, expect, it } from 'vitest';
import { METRIC_NAMES, THRESHOLDS, rate } from './vitals';

describe('rate', () => {
  it.each(METRIC_NAMES)('%s: good up to and at the good threshold, poor only above the poor one', (name) => {
    const { good, poor } = THRESHOLDS[name];
    expect(rate(name, 0)).toBe('good');
    expect(rate(name, good)).toBe('good');
    expect(rate(name, good + good / 1000)).toBe('needs improvement');
    expect(rate(name, poor)).toBe('needs improvement');
    expect(rate(name, poor + poor / 1000)).toBe('poor');
  });

  it('uses the web.dev thresholds', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('INP', 201)).toBe('needs improvement');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.26)).toBe('poor');
    expect(rate('FCP', 3001)).toBe('poor');
    expect(rate('TTFB', 1800)).toBe('needs improvement');
  });
});
