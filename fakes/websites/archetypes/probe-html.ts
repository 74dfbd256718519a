/* Helpers the contact-probe archetypes share: a page with its language and head, and Cloudflare's encoding. */
import { ok, SITE_ORIGIN, type FakeResponse } from '../site-html';

export const XML = { 'content-type': 'application/xml; charset=utf-8' };
export const TEXT = { 'content-type': 'text/plain; charset=utf-8' };

/** A whole HTML document as a builder or a theme writes it. */
export function doc(parts: {
  title: string;
  body: string;
  lang?: string;
  head?: string;
  htmlAttrs?: string;
}): FakeResponse {
  return ok(`<!DOCTYPE html>
<html lang="${parts.lang ?? 'en'}"${parts.htmlAttrs ? ` ${parts.htmlAttrs}` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${parts.title}</title>
${parts.head ?? ''}
</head>
<body>
${parts.body}
</body>
</html>`);
}

/** JSON-LD as SEO plugins write it. */
export const jsonLd = (data: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** Cloudflare Email Address Obfuscation: the first byte is the key, each next byte a character XOR the key. */
export function cfEmail(email: string, key = 0x5a): string {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return hex(key) + [...email].map((char) => hex(char.charCodeAt(0) ^ key)).join('');
}

/** Every character as a decimal HTML entity, as "email encoder" plugins write addresses. */
export const entities = (text: string): string =>
  [...text].map((char) => `&#${char.charCodeAt(0)};`).join('');

/** A sitemap.xml listing these absolute paths. */
export function sitemap(paths: string[]): FakeResponse {
  return {
    status: 200,
    headers: XML,
    body: `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `<url><loc>${SITE_ORIGIN}${path}</loc><lastmod>2024-03-01</lastmod></url>`).join('\n')}
</urlset>`,
  };
}
