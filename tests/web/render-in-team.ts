import { fakeSession } from './fake-auth-client';
import { renderApp } from './render-app';
import { makeMe, stubApi, type TStubRoute } from './stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from './team-fixtures';

/**
 * Renders `url` signed in as a verified user in a team of theirs (`GET /api/teams/active` in `routes` says which
 * role), with their teams listed and no invitations; returns the API spy with renderApp's handles. The test file
 * mocks `@web/lib/auth-client` with the fake, as for renderApp.
 */
export function renderInTeam(url: string, routes: Record<string, TStubRoute>) {
  fakeSession.signedIn(VERIFIED_USER);
  const requests = stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam()] },
      'GET /api/auth/organization/list-user-invitations': [],
      ...routes,
    },
  });
  return { requests, ...renderApp(url) };
}
