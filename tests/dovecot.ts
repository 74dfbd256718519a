import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's dovecot-imapd (`.ci/run` installs it); the test is skipped where it is missing. */
export const DOVECOT_BINARY = '/usr/sbin/dovecot';
export const hasDovecot = () => spawnSync(DOVECOT_BINARY, ['--version']).status === 0;

export type TDovecot = {
  host: '127.0.0.1';
  port: number;
  /** The one IMAP user, `user` / `password` (passwd-file). */
  user: string;
  password: string;
  stop: () => Promise<void>;
};

/** A port the kernel just handed out and took back: free at this moment. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once the IMAP greeting arrives on `port`; rejects after `timeoutMs`. */
function waitForGreeting(port: number, timeoutMs: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const failure = exited();
      if (failure) return reject(new Error(failure));
      const socket = connect(port, '127.0.0.1');
      socket.once('data', (data) => {
        socket.destroy();
        if (data.toString().startsWith('* OK')) resolve();
        else reject(new Error(`dovecot greeted with ${data.toString()}`));
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

/**
 * A private dovecot instance for one test file: its own configuration, sockets, logs and maildirs under a temp
 * directory, IMAP without TLS on a free loopback port, one passwd-file user, plaintext login allowed (loopback
 * only; wrong passwords answered at once). Run in the foreground as a child process; `stop()` ends it. Never the system service. As root (CI), its
 * processes run as Debian's `dovecot` / `dovenull` users and the mail as `dovecot`; otherwise everything runs as
 * the current user.
 */
export async function startDovecot(options: { password?: string } = {}): Promise<TDovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'leadscout-dovecot-'));
  const port = await freePort();
  const user = 'sender@mail.test';
  const password = options.password ?? 'imap-pass-2026';
  const me = userInfo();
  const asRoot = me.uid === 0;
  const mailUser = asRoot ? 'dovecot' : me.username;
  const ids = (name: string) => {
    const uid = Number(spawnSync('id', ['-u', name]).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', name]).stdout.toString().trim());
    return { uid, gid };
  };
  const mail = asRoot ? ids('dovecot') : { uid: me.uid, gid: me.gid };
  const home = join(dir, 'home');
  mkdirSync(home);
  mkdirSync(join(dir, 'run'));
  if (asRoot) {
    chmodSync(dir, 0o755);
    chownSync(home, mail.uid, mail.gid);
  }
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  const config = join(dir, 'dovecot.conf');
  writeFileSync(
    config,
    [
      `base_dir = ${join(dir, 'run')}`,
      `state_dir = ${join(dir, 'run')}`,
      `instance_name = leadscout-test-${port}`,
      `log_path = ${join(dir, 'dovecot.log')}`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      // Wrong passwords are part of the tests: answered at once, without the growing penalty.
      'auth_failure_delay = 0',
      `default_internal_user = ${mailUser}`,
      `default_internal_group = ${asRoot ? 'dovecot' : (spawnSync('id', ['-gn']).stdout.toString().trim() ?? '')}`,
      `default_login_user = ${asRoot ? 'dovenull' : me.username}`,
      `first_valid_uid = ${mail.uid}`,
      `first_valid_gid = ${mail.gid}`,
      'mail_location = maildir:~/Maildir',
      'service imap-login {',
      `  inet_listener imap {`,
      `    address = 127.0.0.1`,
      `    port = ${port}`,
      '  }',
      '  inet_listener imaps {',
      '    port = 0',
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
      `  args = uid=${mail.uid} gid=${mail.gid} home=${home}/%u`,
      '}',
      '',
    ].join('\n'),
  );
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
  try {
    await waitForGreeting(port, 10_000, () => exit);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    stop: async () => {
      if (!exit) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
