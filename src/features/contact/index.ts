export { ContactForm, contactFormIsland } from './ContactForm';
