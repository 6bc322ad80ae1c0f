import { startupBench } from './startup.js';
import { apiBench } from './api.js';
import { signInBench } from './sign-in.js';
import { pagesBench } from './pages.js';
import { uploadBench } from './upload.js';
import { searchBench } from './search.js';
import { realtimeBench } from './realtime.js';
import { screensBench } from './screens.js';
import { paymentsBench } from './payments.js';
import { reservationsBench } from './reservations.js';
import { pushBench } from './push.js';
import { sparkBench } from './spark.js';

// `npm run bench -- <name> [options]`: see bench/README.md.
const benches: Record<string, (argv: string[]) => Promise<void>> = { startup: startupBench, api: apiBench, 'sign-in': signInBench, pages: pagesBench, upload: uploadBench, search: searchBench, realtime: realtimeBench, screens: screensBench, payments: paymentsBench, reservations: reservationsBench, push: pushBench, spark: sparkBench, faults: async (argv) => (await import('./faults.js')).faultsBench(argv) };
benches.load = async (argv) => (await import('./load.js')).loadBench(argv);

const [name, ...rest] = process.argv.slice(2);
const bench = name ? benches[name] : undefined;
if (!bench) {
  console.error(`usage: npm run bench -- <${Object.keys(benches).join('|')}> [options]   (see bench/README.md)`);
  process.exitCode = 2;
} else {
  await bench(rest);
}
