// The side panel's "Quien reportó" (issue 40): as the caller's role reads it. Masked values are
// plain text (no call or mail link to a masked number); a role the table lets reveal asks with a
// reason, and the values it gets stay in this component only (gone with the page or "Ocultar").
import { useState } from 'react';
import type { RevealedPersonalData, Ticket } from '@vigia/domain';
import { Button, HStack, Link, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { Fact, Facts, PanelSection } from './staff-facts';
import { RevealDialog } from './reveal-dialog';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Contact({ href, value }: { href: string; value: string }) {
  return (
    <Link href={href} color="brand.fg" textDecoration="underline" display="inline-flex" minH="44px" alignItems="center">
      {value}
    </Link>
  );
}

export function ReporterSection({ ticket, canReveal }: { ticket: Ticket; canReveal: boolean }) {
  const { t } = useTranslation('events');
  const [revealed, setRevealed] = useState<RevealedPersonalData | null>(null);
  const [asking, setAsking] = useState(false);
  // Another event on the same page: what was revealed for the last one is not shown for it.
  const shown = revealed && revealed.ticketId === ticket.id ? revealed : null;
  const masked = ticket.personalDataMasked === true && !shown;
  const data = shown ?? ticket;
  const empty = t('history.empty_value');

  return (
    <PanelSection title={t('staff.reporter')}>
      {masked && (
        <Text fontSize="sm" color="fg.muted">
          {t('reveal.masked')}
        </Text>
      )}
      <Facts>
        <Fact label={t('staff.name')}>{data.fullName || empty}</Fact>
        <Fact label={t('staff.phone')}>
          {data.phone ? masked ? data.phone : <Contact href={telHref(data.phone)} value={data.phone} /> : empty}
        </Fact>
        <Fact label={t('staff.email')}>
          {data.email ? masked ? data.email : <Contact href={`mailto:${data.email}`} value={data.email} /> : empty}
        </Fact>
        {shown && (
          <>
            <Fact label={t('reveal.document')}>{shown.rut || empty}</Fact>
            <Fact label={t('reveal.plate')}>{shown.patente || empty}</Fact>
            <Fact label={t('reveal.address')}>{shown.realAddress || empty}</Fact>
            <Fact label={t('reveal.injured')}>{shown.injured ? t('reveal.yes') : t('reveal.no')}</Fact>
          </>
        )}
      </Facts>
      <HStack gap="2" wrap="wrap">
        {masked && canReveal && (
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t('reveal.button')}
          </Button>
        )}
        {shown && (
          <Button variant="ghost" onClick={() => setRevealed(null)}>
            {t('reveal.hide')}
          </Button>
        )}
      </HStack>
      {asking && <RevealDialog ticketId={ticket.id} onOpenChange={setAsking} onRevealed={setRevealed} />}
    </PanelSection>
  );
}
