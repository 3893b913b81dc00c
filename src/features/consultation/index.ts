export { ConsultationButton } from './ConsultationButton';
export { ConsultationDialog } from './ConsultationDialog';
export { ConsultationForm } from './ConsultationForm';
export { LeadModal } from './LeadModal';
export { AUTO_OPEN_ATTRIBUTE, AUTO_OPEN_DELAY_MS } from './triggers';
export { AUTO_OPEN_SEEN_KEY } from './sessionFlag';
