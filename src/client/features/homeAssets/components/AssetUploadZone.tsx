import { InboxOutlined } from '@ant-design/icons';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Media } from '../../../../shared/common/schemas';
import { DEFAULT_MEDIA_LIMITS } from '../../../../shared/media/rules';
import { PendingTile } from '../../../components/MediaUpload/MediaTile';
import {
  acceptAttribute,
  acceptedNames,
  megabytes,
} from '../../../components/MediaUpload/mediaRules';
import { useMediaUploads } from '../../../components/MediaUpload/useMediaUploads';
import '../../../components/MediaUpload/MediaUpload.css';

const ACCEPT = ['image', 'video'] as const;

interface Props {
  /** Names the zone ("Add to Hero"), so each tab's zone is told apart. */
  label: string;
  /** Each finished upload; the section turns it into an asset. */
  onUploaded: (media: Media) => void;
}

/**
 * Drop images or videos (or choose them) to add assets: each file goes up with its own progress bar, through
 * the shared upload hook (same checks, messages and cancel as every form's uploader).
 */
export function AssetUploadZone({ label, onUploaded }: Props) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const { pending, start, dismiss } = useMediaUploads({ accept: ACCEPT, onUploaded });

  const onDrop = (event: DragEvent) => {
    // Tiles being reordered are dragged over the zone too; only files are taken.
    if (!event.dataTransfer?.files?.length) return;
    event.preventDefault();
    setActive(false);
    Array.from(event.dataTransfer.files).forEach(start);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    inputRef.current?.click();
  };
  const largest = Math.max(...ACCEPT.map((cls) => DEFAULT_MEDIA_LIMITS.bytes[cls]));

  return (
    <div className="media-upload">
      <div
        role="button"
        tabIndex={0}
        className={`media-upload__zone${active ? ' media-upload__zone--active' : ''}`}
        onClick={() => inputRef.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          if (!event.dataTransfer?.types?.includes('Files')) return;
          event.preventDefault();
          setActive(true);
        }}
        onDragLeave={() => setActive(false)}
        onDrop={onDrop}
      >
        <InboxOutlined className="media-upload__icon" aria-hidden />
        {/* Named by what it shows, then which section it adds to: a speech user says what they see. */}
        <span>{intl.formatMessage({ id: 'media.dropMany' })}</span>{' '}
        <span className="media-upload__hint">
          {intl.formatMessage(
            { id: 'media.hint' },
            { types: acceptedNames(ACCEPT), size: megabytes(largest) },
          )}
        </span>{' '}
        <span className="visually-hidden">{label}</span>
      </div>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        multiple
        aria-label={label}
        accept={acceptAttribute(ACCEPT)}
        onChange={(event) => {
          if (event.target.files) Array.from(event.target.files).forEach(start);
          event.target.value = '';
        }}
      />
      {pending.length > 0 && (
        <ul className="media-upload__tiles home-assets__pending">
          {pending.map((upload) => (
            <PendingTile key={upload.key} upload={upload} onDismiss={() => dismiss(upload.key)} />
          ))}
        </ul>
      )}
    </div>
  );
}
