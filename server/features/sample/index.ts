/** What the composition root and other features may use of sample. */
export { attachSamplePayments } from './attach-sample-payments';
