import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the local SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port for tests: it keeps what arrives and refuses (550) recipients whose
 * address starts with `bounce`, as a mail server does for an unknown mailbox. `onMessage` runs after each message.
 */
export async function startLocalSmtp(
  options: {
    onMessage?: (mail: ReceivedMail) => void /** Answer each message this late (a slow server). */;
    delayMs?: number;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        const error = Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        options.onMessage?.(mail);
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The quoted-printable body of a raw message decoded (nodemailer's encoding), to find text and links in it. */
export function decodedBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'));
}
