import { CLOSED_STATUS, type Ticket } from '@vigia/domain';
import { Badge } from '@vigia/design-system';
import { useLookupNames } from '@vigia/i18n';

export function StatusBadge({ ticket }: { ticket: Pick<Ticket, 'statusCode' | 'statusName'> }) {
  const names = useLookupNames();
  const palette = ticket.statusCode === CLOSED_STATUS ? 'gray' : ticket.statusCode === 'ABIERTO' ? 'orange' : 'blue';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {names.status(ticket.statusCode, ticket.statusName)}
    </Badge>
  );
}
