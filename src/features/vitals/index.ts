export { useVitalsReporter } from './useVitalsReporter';
