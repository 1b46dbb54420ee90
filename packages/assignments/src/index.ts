export { AssignmentsScreen } from './assignments-screen';
