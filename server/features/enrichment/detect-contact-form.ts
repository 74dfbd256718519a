import type { Page } from './page';
import { matchesSignature, type Signature } from './signature';

/**
 * Form services and plugins whose contact form a script writes into the page (static HTML holds only its
 * loader or an empty container), and forms served in a frame. A plugin that prints its form in the HTML is
 * found as a form.
 */
const FORM_SERVICES: Signature = {
  resources: [
    /(?<![\w-])js\.hsforms\.net\/forms\//i,
    /(?<![\w-])(?:form|submit|www)\.jotform\.com\//i,
    /(?<![\w-])[\w-]+\.typeform\.com\/to\//i,
    /(?<![\w-])embed\.typeform\.com\//i,
    /(?<![\w-])docs\.google\.com\/forms\//i,
    /(?<![\w-])forms\.gle\//i,
    /(?<![\w-])[\w-]+\.wufoo\.com\/(?:forms|embed)\//i,
    /(?<![\w-])[\w-]+\.formstack\.com\/forms\//i,
    /(?<![\w-])(?:www\.)?cognitoforms\.com\/(?:f|s)\//i,
    /(?<![\w-])tally\.so\/(?:embed|r)\//i,
    /(?<![\w-])forms\.zohopublic\.[a-z]+\//i,
    /(?<![\w-])form\.123formbuilder\.com\//i,
    /(?<![\w-])(?:www\.)?paperform\.co\//i,
  ],
  code: [/\bhbspt\.forms\.create\s*\(/],
  // Ninja Forms and Squarespace form blocks leave a container that their script fills in.
  selectors: ['.nf-form-cont', '.sqs-block-form', 'div[data-form-id][class*="form-block"]'],
};

/** Inputs a visitor types into (not hidden fields, buttons, checkboxes or honeypots' kin). */
const TYPED_INPUT =
  'input:not([type]), input[type="text" i], input[type="email" i], input[type="tel" i], input[type="number" i], select';

/** A form a visitor can write to the business with: a message box, or an email or phone field among three or more. */
function isContactForm($form: ReturnType<Page['$']>): boolean {
  const action = $form.attr('action') ?? '';
  if ($form.attr('role') === 'search' || /search/i.test(action)) return false;
  if ($form.find('input[type="password" i], input[type="search" i]').length > 0) return false;
  if ($form.find('textarea').length > 0) return true;
  const typed = $form.find(TYPED_INPUT).length;
  const reachable = $form.find('input[type="email" i], input[type="tel" i], input[name*="mail" i]').length;
  return reachable > 0 && typed >= 3;
}

/**
 * Whether the page offers a contact form: a form with a message box (or an email or phone field among at least
 * three fields; a lone newsletter or search box is not one), or a form service's embed. Login forms never count.
 */
export function hasContactForm(page: Page): boolean {
  const forms = page.$('form').filter((_, form) => isContactForm(page.$(form)));
  return forms.length > 0 || matchesSignature(page, FORM_SERVICES);
}
