/** The visit statistics and the web vitals: one chunk (./idleWork.ts), loaded once the page is idle, or with the first island a visitor wakes. */
import { whenIdle } from '../../ui/whenIdle';

export function startAnalytics(): void {
  void import('./idleWork').then(({ startAnalytics }) => startAnalytics());
}

export function startMeasuring(): void {
  whenIdle(() => {
    startAnalytics();
    void import('./idleWork').then(({ startVitals }) => startVitals());
  });
}
