/** What other features may use from contact; everything else in this folder is its own. */
export { ContactForm } from './components/contact-form';
