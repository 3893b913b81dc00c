// What the app loads on demand (src/app/islands): the dialog of a page with consultation buttons, and the form of /consultation.
export { ConsultationDialog } from './ConsultationDialog';
export { ConsultationForm } from './ConsultationForm';
export type { AfterRequest, SentLead } from './LeadForm';
