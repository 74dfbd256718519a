import { parseArgs } from 'node:util';
import { startFakeWebsites } from './start-fake-websites';
import { worldSite } from './world-site';

/** npx tsx fakes/websites/main.ts [--port 4600] [--latency 300] [--count 50] */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4600' },
    latency: { type: 'string', default: '0' },
    count: { type: 'string', default: '50' },
  },
});

const websites = await startFakeWebsites({ port: Number(values.port), latencyMs: Number(values.latency) });
for (let index = 0; index < Number(values.count); index++) {
  const site = worldSite(index);
  console.log(`${websites.siteUrl(index)}\t${site.archetype}\t${site.name}`);
}
console.log(
  `Fake business websites on port ${new URL(websites.url).port} (crawl them with CRAWLER_ALLOW_PRIVATE_NETWORKS=true)`,
);
const stop = (): void => void websites.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
