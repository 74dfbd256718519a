type Fields = Record<string, unknown>;

function serialise(fields?: Fields): string {
  if (!fields) return '';
  const plain = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      v instanceof Error ? { message: v.message, stack: v.stack } : v,
    ]),
  );
  return ` ${JSON.stringify(plain)}`;
}

/** A tiny structured logger; LOG_LEVEL=silent quiets it (tests). */
export const logger = {
  info: (msg: string, fields?: Fields) => {
    if (process.env.LOG_LEVEL !== 'silent') console.log(`[leadscout] ${msg}${serialise(fields)}`);
  },
  warn: (msg: string, fields?: Fields) => {
    if (process.env.LOG_LEVEL !== 'silent') console.warn(`[leadscout] ${msg}${serialise(fields)}`);
  },
  error: (msg: string, fields?: Fields) => console.error(`[leadscout] ${msg}${serialise(fields)}`),
};
