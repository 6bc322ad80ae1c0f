import 'dotenv/config';
import { runCli } from './run.js';

// `npm run cli -- <command> [flags]`: operator commands on the configured database (see README).
const code = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
