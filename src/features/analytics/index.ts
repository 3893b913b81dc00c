export { startAnalytics } from './startAnalytics';
