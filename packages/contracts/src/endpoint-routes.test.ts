import * as generated from './endpoint-routes';
import { endpoints } from './endpoints';
import { ENDPOINT_MODULES, routesOf } from './endpoint-modules';

describe('the schema-free routes (endpoint-routes.ts)', () => {
  it('match every endpoint definition: method, path, body and answer (regenerate with pnpm generate:routes)', () => {
    const expected = Object.fromEntries(Object.entries(ENDPOINT_MODULES).map(([name, definitions]) => [`${name}Routes`, routesOf(definitions)]));
    expect({ ...generated }).toEqual(expected);
  });

  it('cover every endpoint the API registers', () => {
    const all = Object.assign({}, ...Object.values(ENDPOINT_MODULES)) as Record<string, unknown>;
    expect(Object.keys(all).sort()).toEqual(Object.keys(endpoints).sort());
  });
});
