import type es from '../es/followUp';
import type { Shape } from '../shape';

export default {
  title: 'Follow up your event',
  intro: 'Enter the event number and the e-mail you reported it with.',
  number: 'Event number',
  email: 'E-mail',
  submit: 'Look up',
  notFound: 'We could not find an event with that number and e-mail.',
  tooMany: 'Too many lookups. Please try again in a minute.',
  failed: 'The event could not be looked up. Please try again.',
  numberInvalid: 'Enter a valid event number',
  result: 'Event #{{id}}',
  status: 'Status',
  closed: 'This event is closed.',
  category: 'Category',
  place: 'Location',
  placeValue: '{{commune}}, km {{km}}, {{direction}}',
  direction: { NORTH: 'north to south', SOUTH: 'south to north' },
  reportedAt: 'Event date',
  history: 'History',
  kinds: {
    CREATED: 'Event received',
    STATUS: 'Status change: {{status}}',
    ASSIGNED: 'A concession operator took the event',
    COMMENT: 'Comment from the concession',
  },
  newSearch: 'Look up another event',
} satisfies Shape<typeof es>;
