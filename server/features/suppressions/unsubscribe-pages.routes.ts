import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { limitPerAddress, type RateLimit } from '../../lib/rate-limits';
import { readUnsubscribeLink, unsubscribeByToken } from './unsubscribe-link';
import {
  renderUnsubscribed,
  renderUnsubscribeNotFound,
  renderUnsubscribePage,
} from './render-unsubscribe-page';

/** Unsubscribe pages and one-click POSTs per address: generous for a person, a wall for a token guesser. */
export const UNSUBSCRIBE_LIMIT: RateLimit = {
  name: 'unsubscribe',
  points: 30,
  durationSeconds: 60,
  message: 'Too many requests. Try again in a minute.',
};

/** The RFC 8058 body (`List-Unsubscribe=One-Click`) is 26 bytes; a form adds nothing big. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * The public side of unsubscribe links (`/u/<token>`, decision 134), outside `/api`: no session and no cookie
 * needed, and outside the API's origin check (a mail provider's one-click POST comes from its own servers, and the
 * page's form from this origin). GET only shows the page; POST (any body, the one-click one included) unsubscribes
 * and answers 200, never a redirect (RFC 8058). A bad token is a 404 page, never an error.
 */
export function unsubscribePageRoutes({ db, appSecret }: AppDeps) {
  const limit = limitPerAddress(db, UNSUBSCRIBE_LIMIT);
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.res.headers.set('X-Robots-Tag', 'noindex, nofollow, noarchive');
      c.res.headers.set('Cache-Control', 'private, no-store');
    })
    .use(
      '*',
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Request body is too large', 413) }),
    )
    .get('/:token', limit, async (c) => {
      const token = c.req.param('token');
      const link = await readUnsubscribeLink(db, appSecret, token);
      return link ? c.html(renderUnsubscribePage(link, token)) : c.html(renderUnsubscribeNotFound(), 404);
    })
    .post('/:token', limit, async (c) => {
      const link = await unsubscribeByToken(db, appSecret, c.req.param('token'));
      return link ? c.html(renderUnsubscribed(link)) : c.html(renderUnsubscribeNotFound(), 404);
    })
    .all('*', (c) => c.html(renderUnsubscribeNotFound(), 404));
}
