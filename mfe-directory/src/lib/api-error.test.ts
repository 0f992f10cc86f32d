import { errorResponseSchema } from '@aliento/contracts/errors';
import { isErrorResponse } from './api-error';

describe('isErrorResponse', () => {
  it('accepts exactly the bodies the contract accepts', () => {
    const bodies: unknown[] = [
      { message: 'x' },
      { message: 'x', code: 'accountUnderReview' },
      { message: 'x', fields: { email: 'invalid' } },
      { message: 'x', fields: {}, code: 'c', extra: 1 },
      { message: 'x', code: undefined, fields: undefined },
      { message: 1 },
      { code: 'c' },
      { message: 'x', code: 3 },
      { message: 'x', fields: { email: 3 } },
      { message: 'x', fields: null },
      { message: 'x', fields: ['a'] },
      { message: 'x', code: null },
      null,
      'message',
      [],
      undefined,
    ];
    for (const body of bodies) expect([body, isErrorResponse(body)]).toEqual([body, errorResponseSchema.safeParse(body).success]);
  });
});
