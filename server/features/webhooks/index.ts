/** What other features may use of webhooks: recording an event for the team's endpoints (decision 117). */
export { emitTeamEvent, emitTeamEvents } from './emit-event';
