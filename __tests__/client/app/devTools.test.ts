import type { makeStore as MakeStore } from '../../../src/client/app/store';
import {
  REDACTED,
  devToolsOptions,
  devToolsSwitchedOn,
  redact,
} from '../../../src/client/app/devTools';

const pageWith = (html: string) => {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
};

describe('Redux DevTools', () => {
  it('connects in development, and in a built app only when the server switched it on', () => {
    expect(devToolsSwitchedOn('development', pageWith(''))).toBe(true);
    expect(devToolsSwitchedOn('production', pageWith(''))).toBe(false);
    expect(
      devToolsSwitchedOn('production', pageWith('<meta name="redux-devtools" content="off">')),
    ).toBe(false);
    expect(
      devToolsSwitchedOn('production', pageWith('<meta name="redux-devtools" content="on">')),
    ).toBe(true);
    expect(devToolsOptions('production', pageWith(''))).toBe(false);
  });

  it('hands the extension the session, logins and leads without secrets or personal data', () => {
    const state = {
      auth: {
        token: '42|secret-token',
        user: { id: 1, name: 'Layla Haddad', email: 'layla@example.com', role_type: 'sales-agent' },
        isAuthenticated: true,
      },
      api: {
        mutations: {
          login: {
            endpointName: 'login',
            originalArgs: { email: 'a@b.co', password: 'hunter2-long' },
          },
        },
        queries: {
          lead: {
            data: {
              data: {
                id: 7,
                reference: 'CSL-2026-000007',
                name: 'Omar Saeed',
                email: 'omar@example.com',
                phone: '+971501234567',
                message: 'Call me after six',
                project: { id: 3, name: { en: 'Palm Views', ar: 'بالم فيوز' } },
                status: 'new',
              },
            },
          },
          mail: { data: { data: [{ id: 1, to: 'someone@example.com', subject: 'Lead CSL-1' }] } },
        },
      },
    };
    const options = devToolsOptions('development', pageWith(''));
    if (!options) throw new Error('DevTools should be on in development');
    const seen = JSON.stringify(options.stateSanitizer!(state as never, 0));
    for (const secret of [
      'secret-token',
      'Layla Haddad',
      'layla@example.com',
      'a@b.co',
      'hunter2-long',
      'Omar Saeed',
      'omar@example.com',
      '+971501234567',
      'Call me after six',
      'someone@example.com',
    ])
      expect(seen).not.toContain(secret);
    // What a developer debugs with stays.
    for (const kept of [
      'CSL-2026-000007',
      'Palm Views',
      'بالم فيوز',
      'sales-agent',
      'Lead CSL-1',
      '"status":"new"',
    ])
      expect(seen).toContain(kept);

    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { email: 'a@b.co', password: 'hunter2-long' } } },
    };
    expect(options.actionSanitizer!(action, 0)).toEqual({
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { email: REDACTED, password: REDACTED } } },
    });
  });

  it('leaves what is not plain data as it is', () => {
    const when = new Date('2026-11-27T00:00:00Z');
    expect(redact({ when, count: 3, flags: [true, null] })).toEqual({
      when,
      count: 3,
      flags: [true, null],
    });
  });

  it('gives the store the sanitized connection when the extension is there', () => {
    const compose = jest.fn((options: unknown) => {
      void options;
      return (...enhancers: unknown[]) => enhancers[0];
    });
    const extensionWindow = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
    extensionWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = compose;
    try {
      // Redux Toolkit looks for the extension when it loads, as in the browser.
      jest.isolateModules(() => {
        const { makeStore } = jest.requireActual<{ makeStore: typeof MakeStore }>(
          '../../../src/client/app/store',
        );
        makeStore();
      });
    } finally {
      delete extensionWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
    }
    expect(compose).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Realty Admin',
        actionSanitizer: expect.any(Function),
        stateSanitizer: expect.any(Function),
      }),
    );
  });
});
