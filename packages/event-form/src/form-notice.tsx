// The form's notices: a title, then what it is about (a list, a line) and an optional action.
// The works and duplicates hints, the closed and out-of-date notices draw the same box.
import type { ReactNode } from 'react';
import { Alert, Box } from '@vigia/design-system';

export interface FormNoticeProps {
  status: 'info' | 'warning';
  title: string;
  /** `status` for a hint that appears while typing, `alert` for what must be read before saving. */
  role?: 'status' | 'alert';
  /** The places, works or events the notice names, one a line. */
  items?: readonly { key: string | number; text: string }[];
  children?: ReactNode;
  /** Beside the text, e.g. "Ver cambios". */
  action?: ReactNode;
  mt?: string;
}

export function FormNotice({ status, title, role, items, children, action, mt }: FormNoticeProps) {
  return (
    <Alert.Root status={status} role={role} mt={mt}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {(items || children) && (
          <Alert.Description>
            {items && (
              <Box as="ul" ps="4" my="1">
                {items.map((item) => (
                  <li key={item.key}>{item.text}</li>
                ))}
              </Box>
            )}
            {children}
          </Alert.Description>
        )}
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
