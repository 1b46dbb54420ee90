export { default } from '@vigia/tooling/eslint';
