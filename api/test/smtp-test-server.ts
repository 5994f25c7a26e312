import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the tests (smtp-server, from the nodemailer project): it keeps what it receives, and can
// be taken down, brought back on the same port, or stalled (it takes connections and then says nothing).

export interface ReceivedMail {
  /** The name the client gave in HELO/EHLO. */
  helo: string;
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  raw: string;
}

export interface SmtpTestServer {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Stops listening and drops every open connection: clients get connection refused. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Stalled: connections are taken and never greeted, so a client waits for its timeouts. */
  stall(): void;
  /** Answers again; connections held while stalled are dropped. */
  unstall(): void;
  /** Refuses every recipient (550, quoting the address as real servers do) until called with false. */
  refuseRecipients(refuse: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let stalled = false;
  let refusing = false;
  const sockets = new Set<Socket>();
  let port = 0;

  function create(): SMTPServer {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // The greeting waits for this callback: stalled, it never comes, and the client's greeting timeout decides.
      onConnect(_session, callback) {
        if (!stalled) callback();
      },
      onRcptTo(address, _session, callback) {
        if (!refusing) return callback();
        const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 });
        callback(refusal);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            received.push({
              helo: session.hostNameAppearsAs,
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              parsed,
              raw,
            });
            callback();
          }, callback);
        });
      },
    });
    // Every connection is kept, so going down or unstalling can drop them at once.
    server.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return server;
  }

  let server = create();
  async function listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    port = (server.server.address() as AddressInfo).port;
  }
  async function stop(): Promise<void> {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    async down() {
      await stop();
      server = create();
    },
    up: listen,
    stall() {
      stalled = true;
    },
    unstall() {
      stalled = false;
      for (const socket of sockets) socket.destroy();
    },
    refuseRecipients(refuse) {
      refusing = refuse;
    },
    close: stop,
  };
}
