import { html, raw } from 'hono/html';
import type { TUnsubscribeLink } from './unsubscribe-link';
import { UNSUBSCRIBE_PATH } from './unsubscribe-token';

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  color:#1f2937;background:#f3f4f6;line-height:1.55;font-size:16px}
main{max-width:520px;margin:0 auto;padding:80px 24px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:14px;padding:28px}
h1{margin:0 0 10px;font-size:24px;line-height:1.25;color:#111827;overflow-wrap:anywhere}
p{margin:0 0 18px;color:#374151;overflow-wrap:anywhere}
p:last-child{margin-bottom:0}
button{font:inherit;font-weight:600;color:#fff;background:#111827;border:0;border-radius:8px;padding:10px 20px;cursor:pointer}
button:hover{background:#374151}
button:focus-visible{outline:3px solid #111827;outline-offset:3px}
`;

/** "joe.bloggs@plumbing.test" → "j•••@plumbing.test": enough for its owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

const page = (title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow, noarchive" />
        <meta name="referrer" content="no-referrer" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <section class="card">${body}</section>
        </main>
      </body>
    </html>`.toString();

/**
 * The page a GET shows: the address (masked) and one button that POSTs the same body as a mail client's one-click
 * unsubscribe. No script, nothing changes until the button is pressed. Once listed, the confirmation instead.
 */
export function renderUnsubscribePage(link: TUnsubscribeLink, token: string): string {
  if (link.unsubscribed) return renderUnsubscribed(link);
  return page(
    'Unsubscribe',
    html`<h1>Unsubscribe from ${link.teamName}?</h1>
      <p>${link.teamName} will no longer email <strong>${maskEmail(link.email)}</strong>.</p>
      <form method="post" action="${UNSUBSCRIBE_PATH}/${token}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit">Unsubscribe</button>
      </form>`,
  );
}

/** The answer to the POST (and a GET of a link already honoured). */
export function renderUnsubscribed(link: TUnsubscribeLink): string {
  return page(
    'You are unsubscribed',
    html`<h1>You are unsubscribed</h1>
      <p>${link.teamName} will not email <strong>${maskEmail(link.email)}</strong> again.</p>`,
  );
}

/** A link that was mistyped, cut off or forged. */
export function renderUnsubscribeNotFound(): string {
  return page(
    'Link not valid',
    html`<h1>This unsubscribe link is not valid</h1>
      <p>
        It may have been cut off or mistyped. Open it again from the email, or reply to the email and ask to
        be removed.
      </p>`,
  );
}
