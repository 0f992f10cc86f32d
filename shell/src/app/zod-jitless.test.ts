import './zod-jitless';
import { config } from 'zod/v4/core';

it("sets zod's jitless setting where every copy of zod reads it (no eval probe under the page's CSP)", () => {
  expect(config().jitless).toBe(true);
});
