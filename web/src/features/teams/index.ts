export { TeamTab } from './components/team-tab';
