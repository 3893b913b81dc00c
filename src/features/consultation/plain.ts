// What the page's script (src/app/page/) uses without React.
export { watchConsultationTriggers, type ConsultationRequest } from './triggers';
export { showConsultation } from './dialog';
