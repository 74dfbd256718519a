/** `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (it proxies /api). */
import { runProcesses } from './run-processes';

runProcesses([
  { name: 'api', command: 'npx', args: ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'] },
  { name: 'web', command: 'npx', args: ['vite'] },
]);
