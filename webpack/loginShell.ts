/**
 * What login.html's static login card says and shows (docs/performance.md#lighthouse): the English texts of
 * the login page, read from locales/en.json, and the antd icons it shows, as inline SVG. The card paints with
 * the HTML, before main.js has run; React's login page, identical, replaces it (src/client/utils/loginShell.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import EyeInvisibleOutlined from '@ant-design/icons-svg/lib/asn/EyeInvisibleOutlined';
import GlobalOutlined from '@ant-design/icons-svg/lib/asn/GlobalOutlined';
import LockOutlined from '@ant-design/icons-svg/lib/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/lib/asn/MailOutlined';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/lib/helpers';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { screenPath } from '../src/shared/screens';

const TEXT_IDS = [
  'app.name',
  'auth.login.title',
  'auth.login.subtitle',
  'auth.login.email',
  'auth.login.password',
  'auth.login.forgot',
  'auth.login.submit',
  'language.ar',
] as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const icon = (definition: IconDefinition) =>
  renderIconDefinitionToSVGElement(definition, {
    extraSVGAttrs: { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
  });

export interface LoginShell {
  /** HTML-escaped texts by message id. */
  text: Record<(typeof TEXT_IDS)[number], string>;
  icons: { global: string; mail: string; lock: string; eyeInvisible: string };
  /** Where the card's "Forgot password?" link goes. */
  forgotPath: string;
}

export function loginShell(root: string): LoginShell {
  const messages = JSON.parse(
    fs.readFileSync(path.join(root, 'locales/en.json'), 'utf8'),
  ) as Record<string, string>;
  const text = Object.fromEntries(
    TEXT_IDS.map((id) => {
      const message = messages[id];
      if (message === undefined) throw new Error(`login shell: locales/en.json has no "${id}"`);
      return [id, escapeHtml(message)];
    }),
  ) as LoginShell['text'];
  return {
    text,
    forgotPath: screenPath('forgotPassword'),
    icons: {
      global: icon(GlobalOutlined),
      mail: icon(MailOutlined),
      lock: icon(LockOutlined),
      eyeInvisible: icon(EyeInvisibleOutlined),
    },
  };
}
