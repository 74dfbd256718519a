import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * Debian's dovecot-imapd (`.ci/run` installs it): the IMAP side of the mailbox fake. The tests that need it are
 * skipped where it is missing; the demo then runs without sending.
 */
export const DOVECOT_BINARY = '/usr/sbin/dovecot';
export const hasDovecot = () => spawnSync(DOVECOT_BINARY, ['--version']).status === 0;

export type TDovecot = {
  host: '127.0.0.1';
  port: number;
  /** The implicit TLS port (imaps) when started with `tls`; the plain port then offers STARTTLS. */
  tlsPort: number | null;
  /** The one IMAP user (passwd-file). */
  user: string;
  password: string;
  stop: () => Promise<void>;
};

/** A port the kernel just handed out and took back: free at this moment (another process may take it next). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Resolves once `port` greets with this instance's own `greeting` (not another process that took the port);
 * rejects when the instance exits, another answers, or nothing listens within `timeoutMs`.
 */
function waitForGreeting(
  port: number,
  greeting: string,
  timeoutMs: number,
  exited: () => string | null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const failure = exited();
      if (failure) return reject(new Error(failure));
      const socket = connect(port, '127.0.0.1');
      socket.once('data', (data) => {
        socket.destroy();
        if (data.toString().includes(greeting)) resolve();
        else reject(new Error(`another server answers on port ${port}: ${data.toString().trim()}`));
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error('dovecot did not start listening in time'));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

const idOf = (flag: '-u' | '-g', name: string) =>
  Number(spawnSync('id', [flag, name]).stdout.toString().trim());

/**
 * Who the instance's processes and mail run as. As root (CI), Debian's `dovecot` / `dovenull` users (dovecot
 * refuses to run its login processes as root); otherwise everything runs as the current user.
 */
function accounts() {
  const me = userInfo();
  if (me.uid === 0)
    return {
      internal: 'dovecot',
      group: 'dovecot',
      login: 'dovenull',
      mail: { uid: idOf('-u', 'dovecot'), gid: idOf('-g', 'dovecot') },
      asRoot: true,
    };
  const group = spawnSync('id', ['-gn']).stdout.toString().trim();
  return {
    internal: me.username,
    group,
    login: me.username,
    mail: { uid: me.uid, gid: me.gid },
    asRoot: false,
  };
}

/** One instance's files and accounts: its private directory, where the maildirs live, who runs it. */
/** With `tlsPort`: the key and certificate written in `dir`; imaps on `tlsPort`, STARTTLS on the plain port. */
const tlsConfiguration = (dir: string, tlsPort: number | null) =>
  tlsPort === null
    ? ['ssl = no']
    : ['ssl = yes', `ssl_cert = <${join(dir, 'tls.pem')}`, `ssl_key = <${join(dir, 'tls.key')}`];

type TInstance = {
  dir: string;
  home: string;
  who: ReturnType<typeof accounts>;
  capability: string | undefined;
};

type TPorts = { port: number; tlsPort: number | null };

function configuration(
  { dir, home, who, capability }: TInstance,
  { port, tlsPort }: TPorts,
  greeting: string,
) {
  return [
    ...(capability ? [`imap_capability = ${capability}`] : []),
    `base_dir = ${join(dir, 'run')}`,
    `state_dir = ${join(dir, 'run')}`,
    `instance_name = leadscout-imap-${port}`,
    `log_path = ${join(dir, 'dovecot.log')}`,
    `login_greeting = ${greeting}`,
    'protocols = imap',
    'listen = 127.0.0.1',
    ...tlsConfiguration(dir, tlsPort),
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    // Wrong passwords are part of the tests: answered at once, without the growing per-address penalty.
    'auth_failure_delay = 0',
    `default_internal_user = ${who.internal}`,
    `default_internal_group = ${who.group}`,
    `default_login_user = ${who.login}`,
    `first_valid_uid = ${who.mail.uid}`,
    `first_valid_gid = ${who.mail.gid}`,
    'mail_location = maildir:~/Maildir',
    'service imap-login {',
    '  inet_listener imap {',
    '    address = 127.0.0.1',
    `    port = ${port}`,
    '  }',
    '  inet_listener imaps {',
    '    address = 127.0.0.1',
    `    port = ${tlsPort ?? 0}`,
    '  }',
    '}',
    'service anvil {',
    '  unix_listener anvil-auth-penalty {',
    '    mode = 0',
    '  }',
    '}',
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${join(dir, 'passwd')}`,
    '}',
    'userdb {',
    '  driver = static',
    `  args = uid=${who.mail.uid} gid=${who.mail.gid} home=${home}/%u`,
    '}',
    '',
  ].join('\n');
}

/** Starts dovecot in the foreground on `port`; rejects (and ends it) when it does not greet as itself. */
async function launch(instance: TInstance, ports: TPorts) {
  const greeting = `leadscout-imap-${randomUUID()}`;
  const config = join(instance.dir, 'dovecot.conf');
  writeFileSync(config, configuration(instance, ports, greeting));
  let output = '';
  let exit: string | null = null;
  const child = spawn(DOVECOT_BINARY, ['-F', '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = `dovecot exited (${code ?? signal}): ${output}`;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exit) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitForGreeting(ports.port, greeting, 10_000, () => exit);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/**
 * A private dovecot instance (the IMAP side of the mailbox fake, for a test file, the outreach bench or the demo):
 * its own configuration, sockets and logs under a temp directory, IMAP on a free loopback port (without TLS unless
 * `tls` is given: STARTTLS there and implicit TLS on `tlsPort`), one
 * passwd-file user, plaintext login (loopback only), wrong passwords answered at once. It runs in the foreground as
 * a child process and `stop()` ends it; never the system service. A port another process took in the meantime is
 * given up for a new one. The maildirs live in the temp directory too, unless `home` keeps them elsewhere.
 */
export async function startDovecot(
  options: {
    /** The IMAP login; `sender@mail.test` by default. */
    user?: string;
    password?: string;
    /** Replaces the capabilities announced after login (dovecot's `imap_capability`), e.g. to leave out IDLE. */
    imapCapability?: string;
    /**
     * Where the users' maildirs live, kept after `stop()`: a later instance on the same `home` serves the same
     * mailbox, messages, UIDs and UIDVALIDITY (the demo's mailbox across restarts). Its parents must be open to
     * dovecot's own users when run as root.
     */
    home?: string;
    /** TLS with this PEM key and certificate: STARTTLS on `port`, implicit TLS on `tlsPort`. */
    tls?: { key: string; cert: string };
  } = {},
): Promise<TDovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'leadscout-dovecot-'));
  const user = options.user ?? 'sender@mail.test';
  const password = options.password ?? 'imap-pass-2026';
  const who = accounts();
  const home = options.home ?? join(dir, 'home');
  mkdirSync(home, { recursive: true });
  mkdirSync(join(dir, 'run'));
  if (who.asRoot) {
    chmodSync(dir, 0o755);
    chownSync(home, who.mail.uid, who.mail.gid);
  }
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  if (options.tls) {
    writeFileSync(join(dir, 'tls.pem'), options.tls.cert);
    writeFileSync(join(dir, 'tls.key'), options.tls.key, { mode: 0o600 });
  }
  const instance = { dir, home, who, capability: options.imapCapability };
  for (let attempt = 1; ; attempt++) {
    const ports = { port: await freePort(), tlsPort: options.tls ? await freePort() : null };
    try {
      const stop = await launch(instance, ports);
      return {
        host: '127.0.0.1',
        ...ports,
        user,
        password,
        stop: async () => {
          await stop();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      if (attempt === 3) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}
