import { formatKm } from './km-format';

it('writes a km post with a decimal comma in Spanish (the default) and a point in English', () => {
  expect(formatKm(411.5)).toBe('411,5');
  expect(formatKm(411.5, 'es-CL')).toBe('411,5');
  expect(formatKm(411.5, 'en')).toBe('411.5');
  expect(formatKm(415)).toBe('415');
  expect(formatKm(411.25)).toBe('411,25');
  expect(formatKm(411.1234)).toBe('411,123');
  expect(formatKm(1410.5)).toBe('1410,5');
});
