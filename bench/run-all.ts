import { benchFieldApp } from './field-app.bench.ts';
import { benchHealth } from './server-health.bench.ts';
import { benchIngest } from './ingest.bench.ts';
import { benchLatestLocations } from './latest-locations.bench.ts';
import { benchHomeJsBudget } from './home-js-budget.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchLoad } from './load.bench.ts';
import { benchStartup } from './server-startup.bench.ts';
import { benchReports } from './reports.bench.ts';
import { benchTasks } from './complaints.bench.ts';
import { benchTracking } from './tracking.bench.ts';
import { benchTrackingAccuracy } from './tracking-accuracy.bench.ts';

// Each benchmark prints its own figures; this runs them in turn (`npm run bench [name ...]`).
const selected = new Set(process.argv.slice(2));
const all = {
  startup: benchStartup,
  health: benchHealth,
  ingest: benchIngest,
  'latest-locations': benchLatestLocations,
  'js-budget': benchHomeJsBudget,
  lighthouse: benchLighthouse,
  field: benchFieldApp,
  tasks: benchTasks,
  reports: benchReports,
  tracking: benchTracking,
  'tracking-accuracy': benchTrackingAccuracy,
  load: benchLoad,
};
for (const [name, run] of Object.entries(all)) {
  if (selected.size > 0 && !selected.has(name)) continue;
  process.stdout.write(`\n## ${name}\n`);
  await run();
}
