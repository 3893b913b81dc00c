// What the page's script (src/app/islands/runtime.ts) runs without React.
export { startAnalytics } from './startAnalytics';
