export { ConsultationButton } from './ConsultationButton';
export { LeadModalProvider, useLeadModal, type ConsultationDialogProps } from './LeadModalProvider';
export { AUTO_OPEN_SEEN_KEY } from './sessionFlag';
