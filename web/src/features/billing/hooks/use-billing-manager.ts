import { useSubscription } from '../api/get-subscription';

export type TBillingManager = {
  /** The signed-in person may open checkout for the active team (billing.manage: its owners, decision 110). */
  canManage: boolean;
  /** What to tell someone who may not: "Ask Ana Lima, the team's owner, to subscribe." */
  askOwner: string;
};

/**
 * Who may pay for the active team. A member, admin or viewer gets the server's 403 from checkout, so the
 * subscribe prompts tell them whom to ask instead. Until the check answers (or without teams) the offer shows.
 */
export function useBillingManager(): TBillingManager {
  const { status } = useSubscription();
  const team = status.team;
  const payer = team?.payer && !team.payer.is_you ? team.payer.name.trim() || team.payer.email : null;
  return {
    canManage: team?.can_manage ?? true,
    askOwner: payer ? `Ask ${payer}, the team's owner, to subscribe.` : 'Ask the team owner to subscribe.',
  };
}
