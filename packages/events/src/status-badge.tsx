import { CLOSED_STATUS, type Ticket } from '@vigia/domain';
import { Badge } from '@vigia/design-system';

export function StatusBadge({ ticket }: { ticket: Pick<Ticket, 'statusCode' | 'statusName'> }) {
  const palette = ticket.statusCode === CLOSED_STATUS ? 'gray' : ticket.statusCode === 'ABIERTO' ? 'orange' : 'blue';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {ticket.statusName || ticket.statusCode}
    </Badge>
  );
}
