export { useAnalytics } from './useAnalytics';
