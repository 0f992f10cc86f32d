const { frameFileFor } = require('./frame-routes.cjs');

const routes = { '/dashboard/therapists/:id': '/dashboard/therapists/_id/index.html' };
const ID = '3b625cae-b56b-40fe-b878-63da27511298';

describe('frames of paths with a parameter (frames.json)', () => {
  it("serves a therapist's page's frame for a therapist's id, with or without a final slash", () => {
    expect(frameFileFor(`/dashboard/therapists/${ID}`, routes)).toBe('/dashboard/therapists/_id/index.html');
    expect(frameFileFor(`/dashboard/therapists/${ID}/`, routes)).toBe('/dashboard/therapists/_id/index.html');
  });

  it('nothing for another path, a value that is not an id, or no routes at all', () => {
    expect(frameFileFor('/dashboard/therapists', routes)).toBeNull();
    expect(frameFileFor('/dashboard/therapists/ana', routes)).toBeNull();
    expect(frameFileFor(`/dashboard/therapists/${ID}/booking`, routes)).toBeNull();
    expect(frameFileFor('/dashboard/therapists/../../etc/passwd', routes)).toBeNull();
    expect(frameFileFor(`/dashboard/therapists/${ID}`, undefined)).toBeNull();
  });
});
