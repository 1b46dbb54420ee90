import { Alert } from '@vigia/design-system';

/** The message of a failed submit, announced to screen readers as an alert. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
