/**
 * A small MIME reader for the fake SMTP server: enough of RFC 2045–2047 and 2231 to read what nodemailer
 * writes (nested multiparts, base64 and quoted-printable bodies, encoded-word headers, continued filenames).
 */

export type TMimeAttachment = { filename: string; contentType: string; content: Buffer };

export type TParsedMail = {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo: string | null;
  text: string | null;
  html: string | null;
  attachments: TMimeAttachment[];
};

type TPart = { headers: Map<string, string>; body: string };

function splitHeadersAndBody(raw: string): TPart {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  let last: string | null = null;
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** `text/plain; charset=utf-8; name="a b.xlsx"` → value plus lower-cased parameters (RFC 2231 joined). */
function parseHeaderValue(value: string): { value: string; params: Map<string, string> } {
  const [first, ...rest] = value.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params = new Map<string, string>();
  const continued = new Map<string, { index: number; text: string; encoded: boolean }[]>();
  for (const piece of rest) {
    const eq = piece.indexOf('=');
    if (eq === -1) continue;
    const key = piece.slice(0, eq).trim().toLowerCase();
    const text = piece
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    const match = /^(.+?)\*(\d+)?(\*)?$/.exec(key);
    if (match) {
      const list = continued.get(match[1]) ?? [];
      list.push({
        index: Number(match[2] ?? 0),
        text,
        encoded: Boolean(match[3]) || (!match[2] && key.endsWith('*')),
      });
      continued.set(match[1], list);
    } else {
      params.set(key, decodeWords(text));
    }
  }
  for (const [key, list] of continued) {
    const joined = list
      .sort((a, b) => a.index - b.index)
      .map((p) => (p.encoded ? decodeURIComponent(p.text.replace(/^[\w-]*'[\w-]*'/, '')) : p.text))
      .join('');
    params.set(key, joined);
  }
  return { value: first.trim().toLowerCase(), params };
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words: =?utf-8?B?...?= and =?utf-8?Q?...?=, adjacent words joined. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBody(part: TPart): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body.replace(/\n$/, ''), 'utf8');
}

function walk(part: TPart, mail: Pick<TParsedMail, 'text' | 'html' | 'attachments'>) {
  const type = parseHeaderValue(part.headers.get('content-type') ?? 'text/plain');
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      walk(splitHeadersAndBody(section.replace(/^\n/, '')), mail);
    }
    return;
  }
  const disposition = parseHeaderValue(part.headers.get('content-disposition') ?? 'inline');
  const filename = disposition.params.get('filename') ?? type.params.get('name');
  const content = decodeBody(part);
  if (disposition.value === 'attachment' || filename) {
    mail.attachments.push({ filename: filename ?? 'attachment', contentType: type.value, content });
  } else if (type.value === 'text/html' && mail.html === null) {
    mail.html = content.toString('utf8');
  } else if (type.value === 'text/plain' && mail.text === null) {
    mail.text = content.toString('utf8');
  }
}

export function parseMime(raw: string): TParsedMail {
  const root = splitHeadersAndBody(raw);
  const mail = {
    text: null as string | null,
    html: null as string | null,
    attachments: [] as TMimeAttachment[],
  };
  walk(root, mail);
  const header = (name: string) => decodeWords(root.headers.get(name) ?? '');
  return {
    headers: root.headers,
    subject: header('subject'),
    from: header('from'),
    to: header('to'),
    replyTo: root.headers.has('reply-to') ? header('reply-to') : null,
    ...mail,
  };
}
