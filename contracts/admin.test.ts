import { describe, expect, it } from 'vitest';
import { averageOf, ZCreateUserRequest } from './admin';

describe('averageOf', () => {
  it('rounds to one decimal and is 0 when the divisor is 0', () => {
    expect(averageOf(7, 3)).toBe(2.3);
    expect(averageOf(157, 7)).toBe(22.4);
    expect(averageOf(5, 0)).toBe(0);
    expect(averageOf(0, 0)).toBe(0);
  });
});

describe('ZCreateUserRequest', () => {
  it('defaults to role user and status active', () => {
    expect(ZCreateUserRequest.parse({ email: ' a@example.com ', password: 'secret1' })).toEqual({
      email: 'a@example.com',
      password: 'secret1',
      role: 'user',
      status: 'active',
    });
  });
});
