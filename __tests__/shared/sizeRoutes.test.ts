import { SCREEN_IDS, screenDef } from '../../src/shared/screens';
import { SIZE_ROUTES } from '../size/sizeRoutes';

// `npm run size` measures every page of the registry (docs/performance.md#browser-downloads): a screen added
// without its entry in __tests__/size/sizeRoutes.ts would ship unmeasured.
describe('the size gate', () => {
  const pages = SCREEN_IDS.filter((id) => !screenDef(id).template);

  it('measures every page screen of the registry', () => {
    expect(pages.filter((id) => !(id in SIZE_ROUTES))).toEqual([]);
  });

  it('measures no screen the registry lacks, nor one without a page', () => {
    expect(Object.keys(SIZE_ROUTES).filter((id) => !pages.includes(id as never))).toEqual([]);
  });

  it('knows a value for every parameter of each address', () => {
    for (const id of pages) {
      const params = [...screenDef(id).path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const given = Object.keys(SIZE_ROUTES[id as keyof typeof SIZE_ROUTES].params ?? {});
      expect({ id, params: given.sort() }).toEqual({ id, params: params.sort() });
    }
  });
});
