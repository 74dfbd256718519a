/** What the public API (both doors) uses of monitors: the same operations as `/api/monitors`. */
export { createMonitor } from './create-monitor';
export { deleteMonitor } from './delete-monitor';
export { findMonitors, getMonitor } from './find-monitors';
export { runMonitorNow } from './run-monitor-now';
export { updateMonitor } from './update-monitor';
