export { UsersScreen } from './users-screen';
export { UserFormDialog } from './user-form-dialog';
