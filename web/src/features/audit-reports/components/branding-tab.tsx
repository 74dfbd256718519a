import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  DEFAULT_BRAND_COLOUR,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  normaliseHexColour,
  textColourOn,
  type TBranding,
} from '@contracts/audit-reports';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useActiveTeam, useTeamCan } from '@web/lib/active-team';
import { useBranding, useRemoveLogo, useUpdateBranding, useUploadLogo } from '../api/branding';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function LogoField({ branding, canManage }: { branding: TBranding; canManage: boolean }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES)
      return setError(`The logo must be ${LOGO_MAX_BYTES / 1024} KB or smaller`);
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success('Logo saved'),
      onError: (e) => setError(e.message),
    });
  }

  const logo = branding.logo;
  return (
    <div className="grid gap-2">
      <Label htmlFor="branding-logo">Logo</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-40 items-center justify-center rounded-md border border-line bg-white p-2">
          {logo ? (
            <img
              src={`/api/branding/logo?v=${encodeURIComponent(logo.updatedAt)}`}
              alt="Your logo"
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="text-xs text-muted">No logo</span>
          )}
        </div>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id="branding-logo"
              type="file"
              accept={LOGO_TYPES.join(',')}
              // The button below is the one tab stop; the input only holds the chosen file.
              tabIndex={-1}
              className="sr-only"
              aria-describedby="branding-logo-message"
              onChange={choose}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
            >
              {upload.isPending ? <Spinner className="size-4" /> : <ImageUp aria-hidden="true" />}
              {logo ? 'Replace logo' : 'Upload logo'}
            </Button>
            {logo && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success('Logo removed') })}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            )}
          </div>
        )}
      </div>
      <p
        id="branding-logo-message"
        role={error ? 'alert' : undefined}
        className={error ? 'text-sm text-danger' : 'text-xs text-muted'}
      >
        {error ?? 'PNG, JPEG or WebP, up to 256 KB. SVG is not accepted.'}
      </p>
    </div>
  );
}

function BrandingForm({
  branding,
  canManage,
  teamName,
}: {
  branding: TBranding;
  canManage: boolean;
  teamName: string;
}) {
  const update = useUpdateBranding();
  const [agencyName, setAgencyName] = useState(branding.agencyName ?? '');
  const [colour, setColour] = useState(branding.colour ?? '');
  const [ctaText, setCtaText] = useState(branding.ctaText ?? '');
  const [ctaUrl, setCtaUrl] = useState(branding.ctaUrl ?? '');
  const [error, setError] = useState<string | null>(null);

  const shownColour = HEX.test(colour.trim()) ? normaliseHexColour(colour.trim()) : DEFAULT_BRAND_COLOUR;
  const colourError = colour.trim() && !HEX.test(colour.trim()) ? 'Use a hex colour such as #2563eb' : null;

  function save(event: FormEvent) {
    event.preventDefault();
    if (colourError) return;
    setError(null);
    update.mutate(
      { agencyName, colour: colour.trim() || null, ctaText, ctaUrl },
      {
        onSuccess: () => toast.success('Branding saved'),
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <form onSubmit={save} noValidate className="grid max-w-xl gap-5" aria-label="Report branding">
      <FormField
        label="Agency name"
        value={agencyName}
        onChange={(e) => setAgencyName(e.target.value)}
        placeholder={teamName}
        hint={`Shown on every report. Empty: "${teamName}".`}
        maxLength={100}
        disabled={!canManage}
      />
      <LogoField branding={branding} canManage={canManage} />
      <div className="grid gap-1.5">
        <Label htmlFor="branding-colour">Colour</Label>
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label="Colour picker"
            value={shownColour}
            onChange={(e) => setColour(e.target.value)}
            disabled={!canManage}
            className="h-10 w-12 cursor-pointer rounded-md border border-line-strong bg-white p-1 disabled:cursor-not-allowed"
          />
          <div className="w-32">
            <Input
              id="branding-colour"
              value={colour}
              onChange={(e) => setColour(e.target.value)}
              placeholder={DEFAULT_BRAND_COLOUR}
              maxLength={7}
              aria-invalid={colourError ? true : undefined}
              aria-describedby="branding-colour-message"
              disabled={!canManage}
              className="font-mono"
            />
          </div>
        </div>
        <p
          id="branding-colour-message"
          role={colourError ? 'alert' : undefined}
          className={colourError ? 'text-sm text-danger' : 'text-xs text-muted'}
        >
          {colourError ??
            'The report’s header and button. Text on it turns white or black, whichever reads better.'}
        </p>
      </div>
      <FormField
        label="Button text"
        value={ctaText}
        onChange={(e) => setCtaText(e.target.value)}
        placeholder="Book a free call"
        hint="The call to action at the end of the report. Leave both empty for none."
        maxLength={60}
        disabled={!canManage}
      />
      <FormField
        label="Button link"
        type="url"
        value={ctaUrl}
        onChange={(e) => setCtaUrl(e.target.value)}
        placeholder="https://calendly.com/your-agency"
        maxLength={2000}
        disabled={!canManage}
      />
      <figure className="grid gap-1.5">
        <figcaption className="text-sm font-medium text-emphasis">Preview</figcaption>
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-md px-4 py-3"
          style={{ backgroundColor: shownColour, color: textColourOn(shownColour) }}
        >
          <span className="font-semibold">{agencyName.trim() || teamName}</span>
          {ctaText.trim() && (
            <span
              className="rounded-md border px-3 py-1 text-sm font-semibold"
              style={{ borderColor: textColourOn(shownColour) }}
            >
              {ctaText.trim()}
            </span>
          )}
        </div>
      </figure>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {canManage && (
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Spinner className="size-4 text-white" />}
            Save branding
          </Button>
        </div>
      )}
    </form>
  );
}

/** Settings → Branding: what shared audit reports wear (owners and admins change it; decision 130). */
export function BrandingTab() {
  const canManage = useTeamCan({ settings: ['manage'] });
  const team = useActiveTeam();
  const branding = useBranding();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Report branding</CardTitle>
        <CardDescription>
          “Share audit” on a lead makes a page you can send the business: its audit and your recommendations,
          with your agency’s name, logo, colour and call to action.
          {!canManage && ' Only the team’s owners and admins change the branding.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {branding.data && team.data ? (
          <BrandingForm branding={branding.data} canManage={canManage} teamName={team.data.name} />
        ) : (
          <Skeleton className="h-64 w-full max-w-xl" />
        )}
      </CardContent>
    </Card>
  );
}
