// What the page's script (src/app/page/) runs without React.
export { startVitals } from './startVitals';
