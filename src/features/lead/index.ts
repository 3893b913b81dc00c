export { ConsultationButton } from './ConsultationButton';
export { LeadModalProvider, useLeadModal } from './LeadModalProvider';
export { AUTO_OPEN_SEEN_KEY } from './sessionFlag';
