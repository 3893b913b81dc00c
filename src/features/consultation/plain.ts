// What the page's script (src/app/islands/runtime.ts) uses without React.
export { watchConsultationTriggers, type ConsultationRequest } from './triggers';
export { showConsultation } from './dialog';
