/**
 * The build swaps Form's import of async-validator for src/client/vendor/lazyValidator.ts: it must validate
 * exactly as the real one (same errors, same messages), and a download that fails must neither let a field
 * pass unchecked nor stay failed.
 */
import RealSchema from '@rc-component/async-validator';
import type { Rules } from '@rc-component/async-validator';
import LazySchema from '../../../src/client/vendor/lazyValidator';

const rules: Rules = {
  email: [
    { required: true, message: 'Email is required' },
    { type: 'email', message: '${label} is not an email' },
  ],
};
const messages = { default: 'Check ${label}' };

/** What a schema's validate settles with: the values, or the errors it rejects with. */
async function outcome(schema: { validate: (source: object) => Promise<unknown> }, value: unknown) {
  try {
    return { values: await schema.validate({ email: value }) };
  } catch (error) {
    return { errors: (error as { errors: unknown }).errors };
  }
}

describe('the lazy validator Form gets in the build', () => {
  it.each(['', 'not-an-email', 'sara@example.com'])(
    'answers as async-validator does for %j',
    async (value) => {
      const lazy = new LazySchema(rules);
      lazy.messages(messages);
      const real = new RealSchema(rules);
      real.messages(messages);
      expect(await outcome(lazy, value)).toEqual(await outcome(real, value));
    },
  );

  it('passes Form’s silenced warnings on to the real validator', async () => {
    const silence = () => {};
    LazySchema.warning = silence;
    await outcome(new LazySchema(rules), 'sara@example.com');
    expect(RealSchema.warning).toBe(silence);
  });

  it('reports the general message while the validator cannot be downloaded, and tries again next time', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@rc-component/async-validator', () => {
        throw new Error('offline');
      });
      const { default: Isolated } = await import('../../../src/client/vendor/lazyValidator');
      const offline = new Isolated(rules);
      offline.messages(messages);
      expect(await outcome(offline, 'sara@example.com')).toEqual({
        errors: [{ message: 'Check ${label}', field: 'email' }],
      });
      jest.dontMock('@rc-component/async-validator');
      jest.resetModules();
      const online = new Isolated(rules);
      expect(await outcome(online, 'sara@example.com')).toEqual({
        values: { email: 'sara@example.com' },
      });
    });
  });
});
