import { Hono } from 'hono';
import { ZUpdateBrandingRequest } from '@contracts/audit-reports';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { notFound } from '../../lib/app-error';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { createAuditReport } from './create-audit-report';
import { findAuditReports } from './find-audit-reports';
import { getBranding } from './get-branding';
import { logoResponse } from './logo-response';
import { revokeAuditReport } from './revoke-audit-report';
import { readBrandingLogo, setBrandingLogo } from './set-branding-logo';
import { updateBranding } from './update-branding';

/**
 * Settings → Branding (changed by owners and admins: `settings.manage`; read by everyone in the team) and the
 * share links of a lead (made and revoked with `work.write`), decision 130.
 */
export function auditReportRoutes({ db, config }: AppDeps) {
  const canManage = requireTeamPermission({ settings: ['manage'] });
  const canWrite = requireTeamPermission({ work: ['write'] });
  const leadId = validateIdParam('Business');
  return (
    new Hono<AppEnv>()
      .get('/branding', async (c) => c.json(await getBranding(db, scopeOf(c))))
      .put('/branding', canManage, validate('json', ZUpdateBrandingRequest), async (c) =>
        c.json(await updateBranding(db, scopeOf(c), c.req.valid('json'))),
      )
      .get('/branding/logo', async (c) => {
        const logo = await readBrandingLogo(db, scopeOf(c));
        if (!logo) throw notFound('Logo');
        return logoResponse(logo);
      })
      // The file's bytes are the body, whatever type they claim: the bytes say what they are (decision 130).
      .put('/branding/logo', canManage, async (c) =>
        c.json(await setBrandingLogo(db, scopeOf(c), Buffer.from(await c.req.arrayBuffer()))),
      )
      .delete('/branding/logo', canManage, async (c) => c.json(await setBrandingLogo(db, scopeOf(c), null)))
      .get('/leads/:id/reports', leadId, async (c) =>
        c.json(await findAuditReports(db, scopeOf(c), c.req.valid('param').id)),
      )
      .post('/leads/:id/reports', canWrite, leadId, async (c) => {
        const scope = { ...scopeOf(c), userName: c.get('user').name };
        return c.json(await createAuditReport(db, scope, c.req.valid('param').id, config.APP_URL), 201);
      })
      .delete('/reports/:id', canWrite, validateIdParam('Shared report'), async (c) => {
        await revokeAuditReport(db, scopeOf(c), c.req.valid('param').id);
        return c.json({ ok: true });
      })
  );
}
