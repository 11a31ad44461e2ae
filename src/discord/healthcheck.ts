// The container's HEALTHCHECK: exit 0 while the bot's heartbeat file is fresh, 1 (with the reason) otherwise.
import { heartbeatProblem } from './heartbeat.js';

const path = process.env.SALVO_HEARTBEAT_FILE;
const problem = path ? heartbeatProblem(path) : 'SALVO_HEARTBEAT_FILE is not set';
if (problem) {
  console.error(`unhealthy: ${problem}`);
  process.exit(1);
}
