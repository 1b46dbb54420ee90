import { Navigate, Route, Routes } from 'react-router-dom';
import { OutboxScreen } from './outbox-screen';
import { UsersScreen } from './users-screen';

/**
 * The admin's users screen and, under it, "Correo saliente" (`mail`): the sidebar keeps the
 * entries of SPEC §2, and the outbox is reached from the users screen.
 */
export function UsersRoutes() {
  return (
    <Routes>
      <Route index element={<UsersScreen />} />
      <Route path="mail" element={<OutboxScreen />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
