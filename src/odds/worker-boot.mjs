// Starts an odds worker from TypeScript source (npm start, the console, vitest): registers tsx in this thread first.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./worker.ts', import.meta.url).href);
