import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { antdTheme, PALETTE } from '../../../src/client/app/theme';
import { restoreAuthState } from '../../../src/client/features/auth/authSlice';
import NotAuthorizedPage from '../../../src/client/features/misc/pages/NotAuthorizedPage';
import NotFoundPage from '../../../src/client/features/misc/pages/NotFoundPage';
import ServerErrorPage from '../../../src/client/features/misc/pages/ServerErrorPage';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderApp } from '../../support/renderApp';
import { renderInApp } from '../../support/renderInApp';
import { serveLeadSummaries } from '../leads/leadsTestKit';

jest.setTimeout(60_000);

/** WCAG's contrast ratio of a colour (`#rrggbb` or `rgba(r, g, b, a)`) laid over a solid background. */
function contrast(color: string, background: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const bg = rgb(background);
  const rgba = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(color);
  const fg = rgba
    ? [1, 2, 3].map((i, k) => {
        const alpha = Number(rgba[4]);
        return Number(rgba[i]) * alpha + (bg[k] ?? 0) * (1 - alpha);
      })
    : rgb(color);
  const luminance = (channels: number[]) => {
    const [r = 0, g = 0, b = 0] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

describe('contrast of the theme (docs/product.md#accessibility)', () => {
  it.each([
    ['light', '#ffffff'],
    ['semi-dark', '#ffffff'],
    ['dark', '#141414'],
  ] as const)('secondary text, placeholders and links reach 4.5:1 in %s', (mode, background) => {
    const token = antdTheme(mode, 'primary').token ?? {};
    const names = [
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorLink',
    ] as const;
    const tooLow = names.filter((name) => contrast(String(token[name]), background) < 4.5);
    expect(tooLow).toEqual([]);
  });

  it('each menu colour carries white text and reads on its own tint', () => {
    // The selected entry of a light menu: the colour at 0x1f/0xff over white.
    const tint = (color: string) =>
      `#${[1, 3, 5]
        .map((at) =>
          Math.round(parseInt(color.slice(at, at + 2), 16) * (0x1f / 255) + 255 * (1 - 0x1f / 255))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    const tooLow = Object.entries(PALETTE).filter(
      ([, color]) => contrast(color, '#ffffff') < 4.5 || contrast(color, tint(color)) < 4.5,
    );
    expect(tooLow).toEqual([]);
  });
});

describe('the error pages name themselves with one h1', () => {
  it.each([
    ['/misc/not-authorized', 'You are not authorized'],
    ['/misc/error/404', 'Page Not Found!'],
    ['/misc/error/500', 'Something went wrong'],
  ])('%s', async (path) => {
    renderInApp(
      <Routes>
        <Route path="/misc/not-authorized" element={<NotAuthorizedPage />} />
        <Route path="/misc/error/404" element={<NotFoundPage />} />
        <Route path="/misc/error/500" element={<ServerErrorPage />} />
      </Routes>,
      { entries: [path] },
    );
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('the skip link', () => {
  beforeEach(() => {
    serveLeadSummaries();
    storeSession();
    server.use(http.get('/api/admin/me', () => HttpResponse.json({ data: adminUser })));
  });

  it('is the first Tab stop of a private page and moves the focus to its main content', async () => {
    const { user } = renderApp('/');
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    await user.tab();
    expect(skip).toHaveFocus();
    await user.click(skip);
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('is the first Tab stop of the login page too, in Arabic', async () => {
    localStorage.clear();
    const { user } = renderApp('/login', { auth: restoreAuthState() });
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    const skip = await screen.findByRole('link', { name: 'تخطَّ إلى المحتوى' });
    // From the top of the page, as on arrival.
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(skip).toHaveFocus();
    await user.click(skip);
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
