export { UsersScreen } from './users-screen';
export { UserFormDialog } from './user-form-dialog';
export { OutboxScreen } from './outbox-screen';
export { UsersRoutes } from './users-routes';
