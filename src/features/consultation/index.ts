export { ConsultationForm } from './ConsultationForm';
export { LeadModal } from './LeadModal';
