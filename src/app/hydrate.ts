/**
 * The browser's start-up, split into short main-thread tasks. Each step evaluates one part of the
 * code (modules are evaluated when first imported, and they are all preloaded by the page) and then
 * yields, so a tap or a frame can run between steps: a long task is input delay on a phone.
 * React then hydrates inside a transition, which it renders in slices of a few milliseconds.
 */
import { yieldToMain as nextTask } from '../ui/yieldToMain';

export async function hydrate(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const { createElement, startTransition, hydrateRoot } = await import('./startup/react');
  await nextTask();
  await import('./startup/styles');
  await nextTask();
  await import('./startup/router');
  await nextTask();
  // The frame of every page: layout, header, footer, chat launcher.
  const { App, createClientRouter, loadInitialRoutes } = await import('./clientRouter');
  await nextTask();
  const routes = await loadInitialRoutes(window.location.pathname);
  await nextTask();
  const router = createClientRouter(routes);
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, createElement(App, { router }));
  });
}
