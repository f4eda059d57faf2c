import { createSocket } from 'node:dgram';
import dnsPacket from 'dns-packet';

/** A TXT record's text as DNS carries it: strings of at most 255 bytes (a DKIM key needs two). */
const chunks = (text: string) => text.match(/[\s\S]{1,255}/g) ?? [''];

/**
 * A DNS server on 127.0.0.1 that answers TXT questions from a table the test fills in (and
 * NXDOMAIN for anything else): the stand-in for a domain's DNS provider. Long values are split
 * into 255-byte strings, as providers publish them.
 */
export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    const values = question && question.type === 'TXT' ? records.get(question.name.toLowerCase()) : undefined;
    const answer = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: values ? dnsPacket.AUTHORITATIVE_ANSWER : dnsPacket.AUTHORITATIVE_ANSWER | 3,
      questions: query.questions,
      answers: (values ?? []).map((data) => ({
        type: 'TXT' as const,
        name: question?.name ?? '',
        ttl: 60,
        class: 'IN' as const,
        data: chunks(data),
      })),
    });
    socket.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    setTxt(name: string, values: string[]) {
      records.set(name.toLowerCase(), values);
    },
    /** Takes the name's records away again (NXDOMAIN). */
    removeTxt(name: string) {
      records.delete(name.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
