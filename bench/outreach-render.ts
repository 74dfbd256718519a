/**
 * Template rendering at scale: a 10,000-character body full of variables (some empty, which trim the ", " before
 * them) rendered for 500 leads, as "Apply to leads" does. Goal: well under a second (decision 087).
 * Run: npm run bench:outreach-render
 */
import { renderTemplate, type TTemplateValues } from '@contracts/outreach';

const LEADS = 500;
const BODY_CHARS = 10_000;

const chunk =
  'We help {{niche}} businesses in {{city}}, {{state}} like {{business_name}} (rated {{rating}}). ';
const body = chunk.repeat(Math.ceil(BODY_CHARS / chunk.length)).slice(0, BODY_CHARS);
const lead = (i: number): Partial<TTemplateValues> => ({
  business_name: `Business ${i}`,
  niche: 'plumber',
  city: 'Austin',
  state: i % 2 === 0 ? '' : 'TX', // every other lead has no state: the ", " before it goes
  rating: '4.5',
});

function renderAll(): number {
  let chars = 0;
  for (let i = 0; i < LEADS; i++) {
    chars += renderTemplate('A few ideas for {{business_name}}', lead(i)).length; // subject and body alternate
    chars += renderTemplate(body, lead(i)).length;
  }
  return chars;
}

renderAll(); // warm up
const runs: number[] = [];
for (let r = 0; r < 5; r++) {
  const started = performance.now();
  renderAll();
  runs.push(performance.now() - started);
}
runs.sort((a, b) => a - b);
console.log(
  `outreach render: ${LEADS} leads × ${BODY_CHARS.toLocaleString('en-US')}-character body — median ${runs[2].toFixed(0)} ms (min ${runs[0].toFixed(0)}, max ${runs[4].toFixed(0)})`,
);
