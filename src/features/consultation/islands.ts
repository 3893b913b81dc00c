// What the app loads on demand (src/app/islands): the dialog's root, and the form of /consultation.
export { ConsultationDialogHost, requestConsultation } from './ConsultationDialogHost';
export { ConsultationForm } from './ConsultationForm';
