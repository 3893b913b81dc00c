export { startVitals } from './startVitals';
