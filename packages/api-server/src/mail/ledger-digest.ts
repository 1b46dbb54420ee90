// The day's digest of the anchored record, mailed to the Inspección Fiscal (issue 40 item 3): the
// copy outside our database that a later rewrite of the history cannot reach.
import type { LedgerDigest } from '@vigia/domain';
import { renderMail, type RenderedMail } from './layout.ts';

export function ledgerDigestMail(concession: string, publicUrl: string, digest: LedgerDigest): RenderedMail {
  const range = digest.firstEventId === null ? 'sin eventos' : `eventos #${digest.firstEventId} a #${digest.lastEventId}`;
  return renderMail(concession, {
    subject: `Resumen firmado del registro del ${digest.date}`,
    greeting: 'Señor(a) Inspector(a) Fiscal:',
    paragraphs: [
      `Le enviamos el resumen diario del historial de los eventos y del libro de novedades al ${digest.date}: ${digest.leafCount} eventos (${range}).`,
      `Raíz (SHA-256): ${digest.root}`,
      `Firma Ed25519 de la raíz (base64): ${digest.signature}`,
      `Clave ${digest.keyId}:\n${digest.publicKey.trim()}`,
      'Guarde este correo: con él puede comprobar, con el comando verify-ledger, que el historial no fue reescrito después de esta fecha.',
    ],
    action: { label: 'Ver los resúmenes publicados', url: `${publicUrl}/api/ledger/digests` },
    footer: ['Recibe este correo por ser el contacto de la Inspección Fiscal de la concesión.'],
  });
}
