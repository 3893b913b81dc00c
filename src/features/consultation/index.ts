// What pages render: the buttons, the dialog they open, the form of /consultation, the auto-open mark.
export { ConsultationButton } from './ConsultationButton';
export { ConsultationDialog } from './ConsultationDialog';
export { ConsultationForm } from './ConsultationForm';
export { AUTO_OPEN_ATTRIBUTE } from './triggers';
export type { AfterRequest, SentLead } from './LeadForm';
