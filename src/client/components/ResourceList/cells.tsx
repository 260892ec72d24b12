import { PictureOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Media } from '../../../shared/common/schemas';
import type { Locale } from '../../../shared/common/constants';
import { pickLocale, type Translatable } from '../../../shared/common/translatable';

/** The image's resized preview when there is one (lighter), else the original; a placeholder without. */
export function Thumbnail({ media, round = false }: { media: Media | null; round?: boolean }) {
  const src = media ? (media.preview_url ?? media.original_url) : undefined;
  return (
    <Avatar
      size={40}
      shape={round ? 'circle' : 'square'}
      src={src}
      alt=""
      icon={round ? <UserOutlined /> : <PictureOutlined />}
    />
  );
}

/** The UI language's text of a translatable, English when that is empty. */
export function useTranslated() {
  const locale = useIntl().locale as Locale;
  return (value: Translatable | null | undefined) => pickLocale(value, locale);
}

/**
 * True when any of the texts the list shows lacks its Arabic (docs/product.md#lists: lists flag such
 * records).
 */
export const lacksArabic = (...values: Translatable[]) =>
  values.some((value) => value.en.trim() !== '' && value.ar.trim() === '');

/**
 * A translatable text in the UI language (English when its Arabic is empty), isolated so that text of the
 * other direction keeps its punctuation at its own end (docs/product.md#screens).
 */
export function Translated({ value }: { value: Translatable }) {
  return <bdi>{useTranslated()(value)}</bdi>;
}

/** The record's name as a link to its page, flagged when an Arabic text the list shows is missing. */
export function NameCell({
  to,
  name,
  missingArabic,
}: {
  to: string;
  name: Translatable;
  missingArabic: boolean;
}) {
  const intl = useIntl();
  return (
    <span className="resource-list__name">
      <Link to={to}>
        <Translated value={name} />
      </Link>
      {missingArabic && (
        <Tag color="warning">{intl.formatMessage({ id: 'common.missingArabic' })}</Tag>
      )}
    </span>
  );
}

/** Published (or Draft) and, where the resource has it, Featured. */
export function StatusTags({ published, featured }: { published: boolean; featured?: boolean }) {
  const intl = useIntl();
  return (
    <span className="resource-list__tags">
      <Tag color={published ? 'success' : 'default'}>
        {intl.formatMessage({ id: published ? 'common.published' : 'common.unpublished' })}
      </Tag>
      {featured && <Tag color="gold">{intl.formatMessage({ id: 'common.featured' })}</Tag>}
    </span>
  );
}
