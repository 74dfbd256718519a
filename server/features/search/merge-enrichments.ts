import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { SOCIAL_NETWORKS } from '@contracts/enrichment';
import { isSameSite, siteHostOf } from '../enrichment';

const union = <T>(a: readonly T[], b: readonly T[], key: (item: T) => string = String): T[] => {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of [...a, ...b]) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
};

const isKnownCms = (cms: string | null) => cms !== null && cms !== 'custom/unknown';

/**
 * The first pass's addresses the deep pass did not repeat, without other sites' addresses once the deep pass found
 * one: the first pass keeps a third party's address only for want of the business's own, which the deep pass,
 * reading further or rendering, may since have found (a booking partner's desk beside a script-written address).
 */
function firstEmailsKept(first: TWebsiteEnrichment, deep: TWebsiteEnrichment): TWebsiteEnrichment['emails'] {
  const site = deep.finalUrl ?? first.finalUrl;
  if (deep.emails.length === 0 || !site) return first.emails;
  const host = siteHostOf(site);
  return first.emails.filter((found) => isSameSite(found.email.split('@')[1] ?? '', host));
}

/**
 * One lead's facts from both passes (decision 092): what either pass found is kept, once. The deep pass read
 * more pages with the same rules, so its ranking comes first (its best email, its profile per network) and the
 * first pass's findings it did not repeat follow. A deep pass that failed keeps the first pass as it was; a
 * first pass that failed (a slow or heavy homepage) is replaced by the deep one.
 */
export function mergeEnrichments(
  first: TWebsiteEnrichment | null,
  deep: TWebsiteEnrichment,
): TWebsiteEnrichment {
  if (deep.status !== 'ok') return first ?? deep;
  if (!first || first.status !== 'ok') return deep;
  const socials = { ...first.socials };
  const socialSources = { ...first.socialSources };
  for (const network of SOCIAL_NETWORKS) {
    if (!deep.socials[network]) continue;
    socials[network] = deep.socials[network];
    const source = deep.socialSources?.[network];
    if (source) socialSources[network] = source;
    else delete socialSources[network];
  }
  const chatWidgets = union(deep.chatWidgets, first.chatWidgets, (w) => w.id).sort(
    (a, b) => Number(b.confidence === 'strong') - Number(a.confidence === 'strong'),
  );
  const hasChatbot =
    first.hasChatbot === true || deep.hasChatbot === true
      ? true
      : first.hasChatbot === false || deep.hasChatbot === false
        ? false
        : null;
  return {
    ...deep,
    finalUrl: deep.finalUrl ?? first.finalUrl,
    isHttps: deep.isHttps ?? first.isHttps,
    hasViewport: deep.hasViewport ?? first.hasViewport,
    hasChatbot,
    chatbotPlatform: hasChatbot ? (deep.hasChatbot ? deep.chatbotPlatform : first.chatbotPlatform) : null,
    chatWidgets,
    messagingChannels: union(deep.messagingChannels, first.messagingChannels),
    cmsPlatform: isKnownCms(deep.cmsPlatform)
      ? deep.cmsPlatform
      : isKnownCms(first.cmsPlatform)
        ? first.cmsPlatform
        : (deep.cmsPlatform ?? first.cmsPlatform),
    cmsAddons: union(deep.cmsAddons, first.cmsAddons),
    marketingTools: union(deep.marketingTools, first.marketingTools),
    emails: union(deep.emails, firstEmailsKept(first, deep), (e) => e.email.toLowerCase()),
    socials,
    socialSources,
    contacts: union(deep.contacts, first.contacts, (c) => c.name.toLowerCase()),
    pagesFetched: Math.max(deep.pagesFetched, first.pagesFetched),
    copyrightYear:
      deep.copyrightYear === null || first.copyrightYear === null
        ? (deep.copyrightYear ?? first.copyrightYear)
        : Math.max(deep.copyrightYear, first.copyrightYear),
    outdatedSignals: union(deep.outdatedSignals, first.outdatedSignals),
    companySize: deep.companySize ?? first.companySize ?? null,
  };
}
