import { afterEach, describe, expect, it, vi } from 'vitest';

const startAnalytics = vi.hoisted(() => vi.fn());
const startVitals = vi.hoisted(() => vi.fn());
vi.mock('../../features/analytics/plain', () => ({ startAnalytics }));
vi.mock('../../features/vitals/plain', () => ({ startVitals }));

afterEach(() => vi.useRealTimers());

describe("the page's script", () => {
  it('counts a page the browser prerendered (Speculation Rules) only once the visitor opens it', async () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    const { startPage } = await import('./start');
    startPage();
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.dynamicImportSettled();
    expect(startAnalytics).not.toHaveBeenCalled();
    expect(startVitals).not.toHaveBeenCalled();

    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.dynamicImportSettled();
    expect(startAnalytics).toHaveBeenCalledTimes(1);
    expect(startVitals).toHaveBeenCalledTimes(1);
  });
});
