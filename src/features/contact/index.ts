export { ContactForm } from './ContactForm';
