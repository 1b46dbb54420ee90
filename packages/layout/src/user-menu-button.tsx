import { forwardRef } from 'react';
import type { SessionUser } from '@vigia/domain';
import { Box, Button, Text, UserIcon, VisuallyHidden, type ButtonProps } from '@vigia/design-system';

type UserMenuButtonProps = ButtonProps & { user: SessionUser | null; label: string };

/** The header's user button: drawn at first paint, and the trigger of the user menu once it loads. */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton({ user, label, ...rest }, ref) {
  return (
    // Named by its content (WCAG 2.5.3 label in name): the visible name and job title, then what
    // the button opens; on phones, where only the picture shows, just the latter.
    <Button ref={ref} variant="ghost" px="2" {...rest}>
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="8"
        borderRadius="full"
        bg="bg.muted"
        color="fg.muted"
      >
        <UserIcon />
      </Box>
      <Box display={{ base: 'none', md: 'block' }} textAlign="start">
        <Text fontSize="sm" fontWeight="semibold" lineHeight="short">
          {user?.name}
        </Text>{' '}
        <Text fontSize="xs" color="fg.muted" lineHeight="short">
          {user?.jobtitle}
        </Text>
      </Box>
      <VisuallyHidden>{` ${label}`}</VisuallyHidden>
    </Button>
  );
});
