import { describe, expect, it } from '@jest/globals';
import { userInfoCookie } from './user-info-cookie';

describe('userInfoCookie (SPEC §3)', () => {
  it('lower-cases state, id and country, and takes user_login from foundData', () => {
    expect(userInfoCookie({ foundData: true, stateIso: 'MX-ROO', sId: 'AB-12', countryIso3: 'MEX' })).toEqual(
      {
        user_estado: 'mx-roo',
        user_id: 'ab-12',
        user_pais: 'mex',
        user_login: true,
      },
    );
  });

  it('reads the plain state and country when the ISO fields are missing', () => {
    expect(
      userInfoCookie({ foundData: true, state: 'Quintana Roo', country: 'Mexico', sId: 'x' }),
    ).toMatchObject({
      user_estado: 'quintana roo',
      user_pais: 'mexico',
    });
  });

  it("defaults every missing value to 'n/a' and user_login to false", () => {
    expect(userInfoCookie({ foundData: false })).toEqual({
      user_estado: 'n/a',
      user_id: 'n/a',
      user_pais: 'n/a',
      user_login: false,
    });
    expect(userInfoCookie(undefined)).toEqual({
      user_estado: 'n/a',
      user_id: 'n/a',
      user_pais: 'n/a',
      user_login: false,
    });
    expect(userInfoCookie({ foundData: true, stateIso: '  ', sId: '' }).user_estado).toBe('n/a');
  });
});
