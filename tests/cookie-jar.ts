/** The cookies a browser would keep for the app, from Set-Cookie headers (enough for tests: no paths, no expiry). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): this {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The session cookie's value, whatever its prefix (`__Secure-` on an https APP_URL). */
  session(): string | undefined {
    for (const [name, value] of this.cookies) if (name.endsWith('better-auth.session_token')) return value;
    return undefined;
  }
}
