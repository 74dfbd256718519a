/** What the public API (both doors) uses of sweeps: the same operations as `/api/sweeps`. */
export { cancelSweep } from './cancel-sweep';
export { estimateMarket, estimateSweep } from './estimate-sweep';
export { findSweeps } from './find-sweeps';
export { getSweep } from './get-sweep';
export { requestsInDollars } from './plan-sweep-fetch';
export { budgetInRequests, startCoverage, startMarket, startSweep } from './start-sweep';
