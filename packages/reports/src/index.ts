export { ReportsScreen } from './reports-screen';
export { saveFile } from './save-file';
