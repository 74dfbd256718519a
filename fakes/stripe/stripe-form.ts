/** A decoded Stripe request body or query string: nested objects, arrays and string leaves. */
export type TStripeParams = { [key: string]: TStripeValue };
export type TStripeValue = string | TStripeParams | TStripeValue[];

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1]);
  return path;
}

/** Objects whose keys are all 0..n-1 become arrays, as Stripe reads `items[0][price]=…`. */
function arraysFrom(value: TStripeValue): TStripeValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysFrom(value[k])] as const);
  const isList = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (isList) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}

/**
 * Decodes Stripe's `application/x-www-form-urlencoded` encoding (`metadata[user_id]=…`,
 * `line_items[0][price]=…`, `expand[]=…`) into nested values, the way the Stripe API reads it.
 */
export function parseStripeForm(text: string): TStripeParams {
  const root: TStripeParams = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = keyPath(rawKey);
    let node: TStripeParams = root;
    path.forEach((segment, i) => {
      const isLast = i === path.length - 1;
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (isLast) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as TStripeParams;
    });
  }
  return arraysFrom(root) as TStripeParams;
}

/** A string leaf, or undefined when absent or not a string. */
export const str = (value: TStripeValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const obj = (value: TStripeValue | undefined): TStripeParams =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

export const list = (value: TStripeValue | undefined): TStripeValue[] => (Array.isArray(value) ? value : []);
