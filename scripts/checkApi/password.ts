import { createInterface } from 'node:readline';
import { Writable, type Readable } from 'node:stream';

/** The environment variable check-api reads the password from (README). */
export const PASSWORD_ENV = 'CHECK_API_PASSWORD';

export const PASSWORD_FLAG_WARNING = `Attention : --password se lit dans la liste des processus (ps) de cette machine ; préférez la variable ${PASSWORD_ENV}, l’entrée standard ou l’invite.`;

export interface PasswordSources {
  /** `--password`, when given. */
  flag?: string;
  env: NodeJS.ProcessEnv;
  stdin: Readable & { isTTY?: boolean };
  /** Where the prompt and the warning go (never stdout: the report goes there). */
  stderr: { write(text: string): unknown };
}

/** The first line of a piped standard input (`echo "$PW" | npm run check-api ...`). */
const firstLine = async (stdin: Readable): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
};

/** Asks on the terminal, without echoing what is typed. */
const prompt = (stdin: Readable, stderr: PasswordSources['stderr']): Promise<string> =>
  new Promise((resolve) => {
    stderr.write('Mot de passe : ');
    const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
    const reader = createInterface({ input: stdin, output: silent, terminal: true });
    reader.question('', (answer) => {
      reader.close();
      stderr.write('\n');
      resolve(answer);
    });
  });

/**
 * The admin password: `CHECK_API_PASSWORD`, else a piped standard input's first line, else a
 * prompt on the terminal. `--password` still works, with a warning: any user of the machine
 * reads a command line.
 */
export const readPassword = async ({
  flag,
  env,
  stdin,
  stderr,
}: PasswordSources): Promise<string> => {
  if (flag !== undefined) {
    stderr.write(`${PASSWORD_FLAG_WARNING}\n`);
    return flag;
  }
  const fromEnv = env[PASSWORD_ENV];
  if (fromEnv) return fromEnv;
  return stdin.isTTY ? prompt(stdin, stderr) : firstLine(stdin);
};
