import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  normaliseHexColour,
  REPORT_DARK_TEXT,
  REPORT_LIGHT_TEXT,
  textColourOn,
  ZUpdateBrandingRequest,
} from './audit-reports';

describe('report colours', () => {
  it('normalises #abc and upper case to #rrggbb', () => {
    expect(normaliseHexColour('#0F7')).toBe('#00ff77');
    expect(normaliseHexColour('#0F766E')).toBe('#0f766e');
  });

  it('writes white on dark colours and near-black on light ones, always at least 4.5:1', () => {
    expect(textColourOn('#0f766e')).toBe(REPORT_LIGHT_TEXT);
    expect(textColourOn('#1e3a8a')).toBe(REPORT_LIGHT_TEXT);
    expect(textColourOn('#facc15')).toBe(REPORT_DARK_TEXT);
    expect(textColourOn('#ffffff')).toBe(REPORT_DARK_TEXT);
    for (let i = 0; i < 4096; i++) {
      const hex = `#${[i >> 8, (i >> 4) & 15, i & 15].map((n) => n.toString(16).repeat(2)).join('')}`;
      expect({ hex, ratio: contrastRatio(hex, textColourOn(hex)) >= 4.5 }).toEqual({ hex, ratio: true });
    }
  });
});

describe('ZUpdateBrandingRequest', () => {
  const valid = { agencyName: ' Brightside ', colour: '#ABC', ctaText: 'Call', ctaUrl: 'https://b.example/' };

  it('trims, treats empty text as unset, and keeps only http(s) links', () => {
    expect(ZUpdateBrandingRequest.parse(valid)).toEqual({
      agencyName: 'Brightside',
      colour: '#aabbcc',
      ctaText: 'Call',
      ctaUrl: 'https://b.example/',
    });
    expect(ZUpdateBrandingRequest.parse({ agencyName: '', colour: null, ctaText: ' ', ctaUrl: '' })).toEqual({
      agencyName: null,
      colour: null,
      ctaText: null,
      ctaUrl: null,
    });
    for (const ctaUrl of ['javascript:alert(1)', 'data:text/html,x', '//b.example', 'https://u:p@b.example'])
      expect(ZUpdateBrandingRequest.safeParse({ ...valid, ctaUrl }).success).toBe(false);
  });
});
