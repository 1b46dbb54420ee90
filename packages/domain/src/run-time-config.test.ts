import { readEmergencyPhone } from './run-time-config';

describe('readEmergencyPhone', () => {
  it('gives the configured number as dialable digits', () => {
    expect(readEmergencyPhone({ emergencyPhone: '+56 (600) 123-4567' })).toBe('+566001234567');
    expect(readEmergencyPhone({ emergencyPhone: '1400' })).toBe('1400');
  });

  it('gives null without one, or for something that is not a phone number', () => {
    expect(readEmergencyPhone(null)).toBeNull();
    expect(readEmergencyPhone({})).toBeNull();
    expect(readEmergencyPhone({ emergencyPhone: 'javascript:alert(1)' })).toBeNull();
    expect(readEmergencyPhone({ emergencyPhone: '12' })).toBeNull();
  });
});
