// The follow-up page's parts: its sections, each a card named by its heading (the region's
// accessible name) with an optional intro under it, and the failure notice of its forms.
import { useId, type ReactNode } from 'react';
import { Alert, Card, Heading } from '@vigia/design-system';

export function SectionCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={titleId}>
          {title}
        </Heading>
        {intro}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** What went wrong, announced (role=alert). */
export function FailureAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
