import { html, raw } from 'hono/html';
import type { TAuditFinding, TAuditSeverity, TPageSpeed } from '@contracts/audit';
import type { TPartColour, TRecommendation } from '@contracts/enrichment';
import { REPORT_BEACON_TAG } from './report-beacon';
import { REPORT_PATH } from './report-token';
import type { TReportScorePart, TReportView } from './report-view';

type HtmlPiece = ReturnType<typeof html>;

/** The web page (with its beacon and PDF link), or the PDF's HTML (its logo inline, no script, no links out). */
export type TReportTarget = { kind: 'page'; token: string } | { kind: 'pdf'; logoDataUri: string | null };

const dateText = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const SEVERITY_TEXT: Record<TAuditSeverity, string> = { high: 'High', medium: 'Medium', low: 'Low' };
const PRIORITY_TEXT: Record<TRecommendation['priority'], string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Worth doing',
};

function verdict(total: number): string {
  if (total >= 70) return 'A strong online presence, with a few things to polish.';
  if (total >= 40) return 'A fair online presence, with clear room to improve.';
  return 'Plenty of room to win more customers online.';
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  color:#1f2937;background:#f3f4f6;line-height:1.55;font-size:16px;-webkit-print-color-adjust:exact;print-color-adjust:exact}
a{color:inherit}
.wrap{max-width:880px;margin:0 auto;padding:0 24px}
.topbar{background:#fff;border-bottom:1px solid #e5e7eb}
.topbar .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px 16px;min-height:72px;padding-top:12px;padding-bottom:12px}
.agency{display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;min-width:0}
.agency img{max-height:44px;max-width:180px;width:auto;height:auto;display:block}
.agency span{font-weight:700;font-size:18px;color:#111827;overflow-wrap:break-word;min-width:0}
.download{display:inline-flex;align-items:center;gap:8px;border:1px solid #d1d5db;border-radius:8px;padding:8px 14px;
  font-size:14px;font-weight:600;color:#111827;text-decoration:none;background:#fff;white-space:nowrap}
.download:hover{background:#f9fafb}
.download:focus-visible,.cta-button:focus-visible,.facts a:focus-visible{outline:3px solid #111827;outline-offset:2px}
.hero{background:var(--brand);color:var(--on-brand)}
.hero .wrap{padding-top:40px;padding-bottom:44px}
.eyebrow{margin:0 0 6px;font-size:13px;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.hero h1{margin:0;font-size:34px;line-height:1.2;overflow-wrap:anywhere}
.prepared{margin:12px 0 0;font-size:15px}
main.wrap{padding-top:28px;padding-bottom:40px;display:grid;gap:20px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:14px;padding:24px 26px;break-inside:avoid}
.card h2{margin:0 0 4px;font-size:21px;color:#111827}
.card .lead{margin:0 0 18px;color:#4b5563;font-size:15px}
.facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px 24px;margin:0}
.facts dt{font-size:13px;font-weight:600;color:#4b5563;margin:0 0 2px}
.facts dd{margin:0;color:#111827;overflow-wrap:anywhere}
.facts a{color:#1d4ed8}
.score{display:grid;grid-template-columns:180px 1fr;gap:28px;align-items:start}
.total{text-align:center}
.ring{width:150px;height:150px;border-radius:50%;margin:0 auto;display:grid;place-items:center;
  background:conic-gradient(var(--brand) calc(var(--score) * 1%),#e5e7eb 0)}
.ring div{width:116px;height:116px;border-radius:50%;background:#fff;display:grid;place-items:center;align-content:center}
.ring strong{font-size:40px;line-height:1;color:#111827}
.ring span{font-size:13px;color:#4b5563}
.total p{margin:12px 0 0;font-size:14px;color:#374151}
.parts{list-style:none;margin:0;padding:0;display:grid;gap:14px}
.part-head{display:flex;justify-content:space-between;gap:12px;font-weight:600;color:#111827;font-size:15px}
.part-head span:last-child{font-variant-numeric:tabular-nums;color:#374151}
.bar{height:8px;background:#e5e7eb;border-radius:99px;margin:6px 0 4px;overflow:hidden}
.bar i{display:block;height:100%;border-radius:99px}
.bar .green{background:#16a34a}.bar .yellow{background:#d97706}.bar .red{background:#dc2626}
.reasons{margin:0;font-size:13.5px;color:#4b5563}
.items{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.item{border:1px solid #e5e7eb;border-left:4px solid var(--brand);border-radius:10px;padding:14px 16px;break-inside:avoid}
.item-head{display:flex;align-items:flex-start;justify-content:space-between;gap:12px}
.item h3{margin:0;font-size:16.5px;color:#111827}
.item p{margin:6px 0 0;color:#374151;font-size:15px}
.item .evidence{font-size:13px;color:#4b5563;overflow-wrap:anywhere}
.chip{flex:none;display:inline-block;border-radius:99px;padding:2px 10px;font-size:12px;font-weight:700;white-space:nowrap}
.chip.high{background:#fee2e2;color:#991b1b}.chip.medium{background:#fef3c7;color:#92400e}.chip.low{background:#e0f2fe;color:#075985}
.empty{margin:0;padding:18px;border:1px dashed #d1d5db;border-radius:10px;color:#374151;background:#f9fafb}
.empty strong{display:block;color:#111827;margin-bottom:2px}
.speed{display:flex;flex-wrap:wrap;gap:8px 20px;margin:16px 0 0;padding:12px 16px;background:#f9fafb;border-radius:10px;font-size:14px;color:#374151}
.speed strong{color:#111827}
.cta{background:#fff;border:1px solid #e5e7eb;border-radius:14px;padding:28px 26px;text-align:center;break-inside:avoid}
.cta h2{margin:0 0 6px;font-size:22px;color:#111827}
.cta p{margin:0 0 18px;color:#374151}
.cta-button{display:inline-block;background:var(--brand);color:var(--on-brand);text-decoration:none;font-weight:700;
  padding:12px 26px;border-radius:10px;font-size:16px}
.cta-url{display:block;margin-top:10px;font-size:13px;color:#4b5563;overflow-wrap:anywhere}
footer{padding:8px 0 36px;color:#4b5563;font-size:13px;text-align:center}
@media (max-width:640px){
  .wrap{padding:0 16px}
  .hero h1{font-size:27px}
  .score{grid-template-columns:1fr}
  .card{padding:20px 18px}
  .facts{grid-template-columns:1fr}
  .agency img{max-height:36px;max-width:120px}
  .agency span{font-size:16px}
}
@media print{
  body{background:#fff;font-size:13.5px}
  .download{display:none}
  .topbar{border-bottom:0}
  .hero .wrap{padding-top:26px;padding-bottom:28px}
  main.wrap{padding-top:18px;gap:14px}
  .card,.cta{border-color:#d1d5db}
}
`;

function logo(view: TReportView, target: TReportTarget): HtmlPiece | null {
  if (!view.agency.hasLogo) return null;
  const src = target.kind === 'page' ? `${REPORT_PATH}/${target.token}/logo` : target.logoDataUri;
  return src ? html`<img src="${src}" alt="${view.agency.name} logo" />` : null;
}

function facts(business: TReportView['business']): HtmlPiece {
  const rating =
    business.rating !== null
      ? `${business.rating.toFixed(1)} ★${business.reviewCount !== null ? ` from ${business.reviewCount.toLocaleString('en-US')} reviews` : ''}`
      : null;
  const website = business.website
    ? business.website.href
      ? html`<a href="${business.website.href}" rel="nofollow noopener noreferrer"
          >${business.website.text}</a
        >`
      : business.website.text
    : 'No website found';
  return html`<section class="card" aria-labelledby="facts-title">
    <h2 id="facts-title">The business</h2>
    <p class="lead">What customers see when they look ${business.name} up online.</p>
    <dl class="facts">
      <div>
        <dt>Address</dt>
        <dd>${business.address ?? 'Not listed'}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>${business.phone ?? 'Not listed'}</dd>
      </div>
      <div>
        <dt>Website</dt>
        <dd>${website}</dd>
      </div>
      <div>
        <dt>Google rating</dt>
        <dd>${rating ?? 'No rating yet'}</dd>
      </div>
    </dl>
  </section>`;
}

function scorePart(part: TReportScorePart): HtmlPiece {
  const width = Math.round((part.value / part.max) * 100);
  const colour: TPartColour = part.colour;
  return html`<li>
    <div class="part-head"><span>${part.label}</span><span>${part.value} / ${part.max}</span></div>
    <div class="bar" aria-hidden="true"><i class="${colour}" style="width:${width}%"></i></div>
    ${part.reasons.length ? html`<p class="reasons">${part.reasons.join(' · ')}</p>` : null}
  </li>`;
}

function score(view: TReportView): HtmlPiece {
  if (!view.score)
    return html`<section class="card" aria-labelledby="score-title">
      <h2 id="score-title">Online presence score</h2>
      <p class="empty"><strong>No score yet</strong>The checks behind the score have not finished.</p>
    </section>`;
  const { total, parts } = view.score;
  return html`<section class="card" aria-labelledby="score-title">
    <h2 id="score-title">Online presence score</h2>
    <p class="lead">
      Five parts: website, social media, reputation, reviews and how easy the business is to reach.
    </p>
    <div class="score">
      <div class="total">
        <div class="ring" style="--score:${total}">
          <div><strong>${total}</strong><span>out of 100</span></div>
        </div>
        <p>${verdict(total)}</p>
      </div>
      <ul class="parts">
        ${parts.map(scorePart)}
      </ul>
    </div>
  </section>`;
}

/** One finding or recommendation: its title, its level as a chip, its sentence, and what shows it (findings). */
function item(title: string, level: TAuditSeverity, levelText: string, text: string, evidence?: string) {
  return html`<li class="item">
    <div class="item-head">
      <h3>${title}</h3>
      <span class="chip ${level}">${levelText}</span>
    </div>
    <p>${text}</p>
    ${evidence ? html`<p class="evidence">${evidence}</p>` : null}
  </li>`;
}

const finding = ({ title, severity, pitch, evidence }: TAuditFinding) =>
  item(
    title,
    severity,
    SEVERITY_TEXT[severity],
    pitch,
    `Seen on ${evidence.url}${evidence.value ? `: ${evidence.value}` : ''}`,
  );

const recommendation = ({ service, priority, reason }: TRecommendation) =>
  item(service, priority, PRIORITY_TEXT[priority], reason);

function pageSpeed(speed: TPageSpeed): HtmlPiece {
  const parts = [
    speed.performance !== null
      ? html`<span><strong>${speed.performance}</strong> / 100 performance</span>`
      : null,
    speed.lcpMs !== null
      ? html`<span>Largest content shown after <strong>${(speed.lcpMs / 1000).toFixed(1)} s</strong></span>`
      : null,
    speed.cls !== null ? html`<span>Layout shift <strong>${speed.cls.toFixed(2)}</strong></span>` : null,
    speed.tbtMs !== null
      ? html`<span>Blocking time <strong>${Math.round(speed.tbtMs)} ms</strong></span>`
      : null,
  ];
  return html`<p class="speed">
    <span>Google PageSpeed (${speed.strategy}):</span>
    ${parts}
  </p>`;
}

function findings(view: TReportView): HtmlPiece {
  const { audit } = view;
  let body: HtmlPiece;
  if (!audit)
    body = html`<p class="empty">
      <strong>No findings yet</strong>
      ${
        view.business.website
          ? 'The detailed website check has not run yet. The score and recommendations come from the public profile.'
          : 'No website was found for this business, so there is no website to check.'
      }
    </p>`;
  else if (audit.findings.length === 0)
    body = html`<p class="empty">
      <strong>No problems found</strong>The website passed every check we ran.
    </p>`;
  else
    body = html`<ol class="items">
      ${audit.findings.map(finding)}
    </ol>`;
  return html`<section class="card" aria-labelledby="findings-title">
    <h2 id="findings-title">What we found on the website</h2>
    <p class="lead">
      ${audit ? `Checked ${audit.url} on ${dateText(audit.checkedOn)}.` : 'Concrete issues, each with what shows it.'}
    </p>
    ${body} ${audit?.pageSpeed ? pageSpeed(audit.pageSpeed) : null}
  </section>`;
}

function recommendations(view: TReportView): HtmlPiece {
  return html`<section class="card" aria-labelledby="recs-title">
    <h2 id="recs-title">Our recommendations</h2>
    <p class="lead">Where ${view.agency.name} would start, most important first.</p>
    ${
      view.recommendations.length
        ? html`<ol class="items">
            ${view.recommendations.map(recommendation)}
          </ol>`
        : html`<p class="empty">
            <strong>Nothing urgent</strong>Every part of the score is above the level where we would act.
          </p>`
    }
  </section>`;
}

function callToAction(view: TReportView, target: TReportTarget): HtmlPiece | null {
  const { cta, name } = view.agency;
  if (!cta) return null;
  return html`<section class="cta" aria-labelledby="cta-title">
    <h2 id="cta-title">Ready to fix these?</h2>
    <p>${name} can help with everything in this report.</p>
    <a class="cta-button" href="${cta.url}" rel="noopener noreferrer">${cta.text}</a>
    ${target.kind === 'pdf' ? html`<span class="cta-url">${cta.url}</span>` : null}
  </section>`;
}

/** Every page's head: never indexed, never telling a followed link where it came from, the CSS inline. */
const head = (title: string) =>
  html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow, noarchive" />
    <meta name="referrer" content="no-referrer" />
    <title>${title}</title>
    <style>
      ${raw(STYLE)}
    </style>
  </head>`;

/** The whole report as one HTML document: text escaped, CSS inline, at most one static script (the beacon). */
export function renderReport(view: TReportView, target: TReportTarget): string {
  const { agency, business } = view;
  const title = `Online presence audit: ${business.name}`;
  const download =
    target.kind === 'page'
      ? html`<a class="download" href="${REPORT_PATH}/${target.token}/report.pdf" download>Download PDF</a>`
      : null;
  return html`<!doctype html>
    <html lang="en">
      ${head(`${title} | ${agency.name}`)}
      <body style="--brand:${agency.colour};--on-brand:${agency.textColour}">
        <header>
          <div class="topbar">
            <div class="wrap">
              <div class="agency">${logo(view, target)}<span>${agency.name}</span></div>
              ${download}
            </div>
          </div>
          <div class="hero">
            <div class="wrap">
              <p class="eyebrow">Online presence audit</p>
              <h1>${business.name}</h1>
              <p class="prepared">Prepared by ${agency.name} on ${dateText(view.preparedOn)}</p>
            </div>
          </div>
        </header>
        <main class="wrap">
          ${facts(business)} ${score(view)} ${findings(view)} ${recommendations(view)}
          ${callToAction(view, target)}
        </main>
        <footer>
          <div class="wrap">
            Prepared by ${agency.name} from what was publicly visible online. Shared privately with
            ${business.name}.
          </div>
        </footer>
        ${target.kind === 'page' ? raw(REPORT_BEACON_TAG) : null}
      </body>
    </html>`.toString();
}

/** The page a link that is not (or no longer) live answers, with 404. */
export function renderReportNotFound(): string {
  return html`<!doctype html>
    <html lang="en">
      ${head('Report not available')}
      <body style="--brand:#374151;--on-brand:#ffffff">
        <main class="wrap" style="padding-top:80px">
          <section class="card">
            <h1 style="margin:0 0 8px;font-size:26px;color:#111827">This report is not available</h1>
            <p style="margin:0;color:#374151">
              The link may have been withdrawn by the person who sent it, or mistyped. Ask them for a new one.
            </p>
          </section>
        </main>
      </body>
    </html>`.toString();
}
