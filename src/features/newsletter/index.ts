export { NewsletterForm, newsletterIsland } from './NewsletterForm';
