/** What other features may use of monitors: saving a sweep as one, and the team's list of them. */
export { MonitorsList } from './components/monitors-list';
export { SaveMonitorForm } from './components/save-monitor-form';
