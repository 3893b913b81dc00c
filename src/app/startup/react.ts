// A start-up step (src/app/hydrate.ts). Named re-exports, never import('react-dom/client') itself:
// a dynamic import keeps every export of the module it names, which would defeat tree-shaking.
export { createElement, startTransition } from 'react';
export { hydrateRoot } from 'react-dom/client';
