/** Research questions on a search's or a list's page (issue 34). */
export { ResearchPanel } from './components/research-panel';
