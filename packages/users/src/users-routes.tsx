import { Navigate, Route, Routes } from 'react-router-dom';
import { LockoutsScreen } from './lockouts-screen';
import { OutboxScreen } from './outbox-screen';
import { UsersScreen } from './users-screen';

/**
 * The admin's users screen and, under it, "Correo saliente" (`mail`) and the sign-in lockouts
 * (`lockouts`): the sidebar keeps the entries of SPEC §2, and these are reached from the users screen.
 */
export function UsersRoutes() {
  return (
    <Routes>
      <Route index element={<UsersScreen />} />
      <Route path="mail" element={<OutboxScreen />} />
      <Route path="lockouts" element={<LockoutsScreen />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
